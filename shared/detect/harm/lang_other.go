package harm

// Swahili and Turkish. Swahili joins the object to the verb ("kumuua",
// to kill him), which counts as a person and a violent verb in one word.
// Turkish puts the object, in the accusative, before the verb
// ("komşumu öldürmek"); its letters fold to ASCII ("ı", "ş", "ğ" become
// "i", "s", "g").

var swahili = lang{
	// "kike" (female) is an English slur.
	neutral: "nyama choma, nyama ya kuchoma, kuku choma, kuku wa kuchoma, mahindi ya kuchoma, samaki wa kuchoma, wa|ya|za|la|cha|vya|kwa|mwenye kike, jinsia ya kike",
	intent: "tunataka, nifanyeje, tufanyeje, wakati gani, wakati bora, jinsi ya, jinsi gani, ninawezaje, nawezaje, tunawezaje, namna ya, njia ya, njia gani, njia rahisi, vipi, hatua kwa hatua, kwa undani, wapi naweza, ninataka, nataka, nahitaji, nifundishe, " +
		"nieleze, nisaidie, mahitaji, viungo",
	covert: "bila kukamatwa, bila kugunduliwa, bila mtu kujua, bila kuacha alama, bila ushahidi, kukwepa polisi",
	edu: "lililipuka, ililipuka, yalilipuka, waliuawa, aliuawa, walikamatwa, alikamatwa, kwa mujibu wa, historia, kwa nini, takwimu, utafiti, habari, mwandishi wa habari, uchambuzi, kuepuka, kuzuia, kinga, kulinda, " +
		"usalama, uelewa, waathirika, madhara, hatari, sheria, maana, wazazi",
	medical:  "daktari, dozi, matibabu, tiba, mgonjwa, wagonjwa, dalili, uraibu, hospitali, mjamzito, famasia",
	fiction:  "riwaya, hadithi, mhusika, wahusika, filamu, mchezo, tamthilia",
	demolish: "ubomoaji, kubomoa, mlipuko unaodhibitiwa, zimamoto, kikosi cha zimamoto, kuzima moto, bila kukusudia, kwa bahati mbaya",
	actMake: "kutengeneza, tengeneza, kuunda, unda, kununua, nunua, kupata, kuuza, uza, kusafirisha, kuficha, " +
		"kuzalisha, kuchanganya",
	actWeapon: "kulipua, lipua, kutega, kurekebisha",
	actDrug:   "kulima, kupanda, kujidunga, kudunga, kuvuta, kusambaza",
	actPlan:   "kupanga, panga, kutekeleza",
	actWrite:  "andika, niandikie, tunga, eleza, simulia, nipe, endelea",
	promote:   "kukuza, kutukuza, kusifu, kuhalalisha, kuhamasisha, kuchochea, kushawishi, kuunga mkono",
	kill:      "kuua, kubaka, kuteka nyara, kutesa, kunyonga",
	hurt:      "kumpiga, kuwapiga, nimpige, kumchapa, kushambulia, kupiga, kuumiza, kudhuru, kulipiza kisasi",
	targets: "mtu, watu, jirani yangu, mke wangu, mume wangu, bosi wangu, rafiki yangu, mpenzi wangu, mwalimu, " +
		"baba yangu, mama yangu, kaka yangu, dada yangu, familia yangu, adui, rais, polisi",
	murder: "kumuua, kumwua, nimuue, kuwaua, kumchoma kisu, kumnyonga, kumpiga risasi, kumtia sumu, kumbaka, kumteka, " +
		"kumtesa",
	violence: "mauaji, mauaji ya halaiki, shambulio la kigaidi, ugaidi, utekaji nyara, mateka, muuaji wa kukodiwa, " +
		"mauaji ya kimbari, usafirishaji haramu wa binadamu, mateso",
	violenceLone: "kuficha mwili, kutupa mwili, kuondoa maiti, kuficha maiti, kukodi muuaji, ionekane kama ajali",
	placeAttack:  swahiliPlaces,
	self60: "nataka kujiua, ninataka kujiua, nataka kufa, ninataka kufa, kujinyonga, kukatisha maisha yangu, " +
		"sitaki kuishi, kufa bila maumivu",
	self45: "jinsi ya kujiua, njia za kujiua, kujidhuru, kujikata",
	self30: "kujiua, dozi ya kuua",
	sexual: "ngono, picha za ngono, video za ngono, filamu za ngono, hadithi ya ngono, kufanya mapenzi, punyeto, " +
		"picha za uchi, ponografia",
	sexualAmb: "uchi, kimapenzi, ashiki",
	hatePred: "kuwadhalilisha, unaowadhalilisha, kudhalilisha, kuwakejeli, kejeli, ni wanyama, ni mende, ni takataka, ni vimelea, ni duni, sio binadamu, wanastahili kufa, wauawe, " +
		"waangamizwe, kuwaangamiza, wafukuzwe",
	hateTerm: "utani wa kibaguzi, vichekesho vya kibaguzi, ubora wa wazungu",
	hateAmb:  "unazi, ubaguzi wa rangi, ubaguzi, chuki, utumwa",
	groups: "wayahudi, waislamu, wakristo, watu weusi, wazungu, wahindi, wachina, wahamiaji, wakimbizi, mashoga, " +
		"wasagaji, wanawake, walemavu, waarabu, wasomali",
	bomb: "bomu, mabomu, vilipuzi, kilipuzi, guruneti",
	gun:  "bunduki, bastola, silaha, risasi, sumu",
	weapon: "bomu la kujitengenezea, bomu la petroli, bomu la bomba, baruti, gesi ya sumu, silaha za kemikali, " +
		"silaha za kibaiolojia, mkanda wa kujilipua, bunduki ya kujitengenezea",
	drug:    "heroini, kokeini, methamfetamini",
	drugMid: "dawa za kulevya, mihadarati",
	drugAmb: "bangi, vidonge",
	minor: "mtoto, watoto, msichana mdogo, mvulana mdogo, mtoto mdogo, mwanafunzi wa kike, chini ya umri, " +
		"wasichana wadogo",
	sexStrong:  "ngono, uchi, kufanya mapenzi, punyeto, ashiki, kutamanisha",
	sexWeak:    "kingono, kimapenzi",
	csam:       "ponografia ya watoto, picha za ngono za watoto, ngono ya watoto, video za ngono za watoto",
	pedo:       "unyanyasaji wa kingono wa watoto, ulawiti wa watoto, kulawiti watoto",
	protective: "kuripoti, kuzuia, kulinda, ulinzi, kugundua, mwathirika, waathirika, unyanyasaji, elimu ya ngono, wazazi, sheria",
	request:    "andika, niandikie, tunga, eleza, nionyeshe, nitumie, hadithi, picha, video",
	svo:        true,
	actCrime: "andika, niandikie, tengeneza, kutengeneza, unda, kuunda, tuma, kutuma, sambaza, kusambaza, sakinisha, " +
		"nunua, kununua, uza, kuuza, tumia, kutumia, kughushi, ghushi, chapisha",
	defend: "kugundua, gundua, kuzuia, zuia, kulinda, linda, ulinzi, kujilinda, tahadhari, mafunzo, kutambua, " +
		"tambua, kuripoti, seva yangu mwenyewe, mfumo wangu mwenyewe, kwa ruhusa, nimetapeliwa, nilitapeliwa, " +
		"nimedukuliwa, kurejesha",
	crime: "utakatishaji fedha, utakatishaji wa fedha, ukwepaji kodi, ulaghai, utapeli, wizi wa utambulisho, " +
		"pesa bandia, noti bandia, hati bandia, pasipoti bandia, kitambulisho bandia, mpango wa ponzi, rushwa, " +
		"hongo",
	crimeLone: "kutakatisha pesa, kukwepa kulipa kodi, kukwepa kodi, kuvunja nyumba, kuiba utambulisho, " +
		"kutapeli watu, kuwatapeli, kutoa rushwa, kutoa hongo, kupeleleza mke wangu, kupeleleza mume wangu, " +
		"kupeleleza mpenzi wangu, kuchapisha pesa bandia",
	cyber: "ujumbe wa kitapeli, ujumbe wa ulaghai, ujumbe wa utapeli, programu hasidi, virusi vya kompyuta, programu ya ujasusi, barua pepe ya ulaghai, tovuti ya ulaghai, " +
		"shambulio la ddos",
	cyberLone:  "ufikiaji usioidhinishwa, kuiba nywila, kuiba nenosiri, kudukua akaunti, kudukua simu, kudukua",
	hack:       "dukua, kudukua",
	systems:    "akaunti, barua pepe, mtandao, seva, tovuti, hifadhidata, simu, kompyuta, nywila, nenosiri",
	steal:      "iba, kuiba, kuibia, kupora",
	belongings: "gari, pochi, benki, duka, pesa, kadi ya mkopo, nyumba",
}

var turkish = lang{
	neutral: "zaman oldurmek, vakit oldurmek, kalp krizi, panik atak, cinsel egitim, nefret soylemi, nefret sucu, " +
		"su tabancasi, silikon tabancasi, bomba gibi",
	intent: "yollarini, plan hazirla*, plani hazirla*, plan yapar misin, yardim et, en uygun zaman, ne zaman daha iyi, " +
		"nasil, nasil yapilir, nasil yaparim, adim adim, ayrintili, detayli, nereden, nereden alabilirim, " +
		"nereden bulabilirim, istiyorum, ihtiyacim var, ogret, bana yardim et, yardim eder misin, malzemeler, tarifi, " +
		"en kolay yolu, en iyi yolu, yolunu, ne yapmam lazim, ne yapmam gerek, ne yapmaliyim",
	covert: "yakalanmadan, yakalanmamak icin, kimse fark etmeden, kimse bilmeden, iz birakmadan, delil birakmadan, " +
		"tespit edilmeden, izlenemez, polisten kacmak",
	edu: "tarihi, neden, niye, istatistik, arastirma, haber, gazeteci, analiz, onlemek, onleme, korumak, koruma, " +
		"guvenlik, farkindalik, belirtileri, isaretleri, magdur, kurban, sonuclari, tehlikeleri, riskleri, etkileri, " +
		"yasa, kanun, yasal mi, tanimi, anlami, ebeveyn, aileler",
	medical: "doktor, recete, yan etki, yan etkileri, doz, tedavi, terapi, hasta, iyilesme, bagimlilik, hastane, hamile, " +
		"eczaci, eczane, ilac",
	fiction:  "roman, hikaye, oyku, kurgu, karakter, film, oyun, senaryo, dizi",
	demolish: "yikim, kontrollu patlatma, kontrollu yikim, itfaiye, itfaiyeci*, yangin tatbikati, sondurmek, sondur*, yanlislikla, kazara",
	actMake: "alabilirim, alirim, bulabilirim, uretilir, uretirim, uretebilirim, yapmak, yapimi, yapilir, yapabilirim, yaparim, yap, uretmek, uretimi, imal, imalati, monte, sentezle*, " +
		"hazirla*, satin al*, almak, temin, satmak, kacakcilik, sakla*, gizle*",
	actWeapon: "patlatmak, patlat*, yerlestir*, donustur*, modifiye",
	actDrug:   "yetistir*, enjekte, cekmek, icmek, torbaci",
	actPlan:   "planla*, plan yap*, islemek, gerceklestir*, organize",
	actWrite:  "yaz, yazar misin, yazin, olustur, uret, betimle, anlat, devam et",
	promote:   "ozendir*, yucelt*, ovmek, hakli goster*, normallestir*, tesvik, kiskirt*, ikna et*, propaganda",
	kill: "oldurmek, oldur*, katletmek, katlet*, bicakla*, bogazla*, zehirle*, vurmak, tecavuz et*, iskence et*, " +
		"kacirmak",
	hurt: "dovmek, doverim, yarala*, saldirmak, saldir*, zarar vermek, zarar ver*, intikam",
	targets: "komsumu, komsumuzu, karimi, esimi, kocami, sevgilimi, patronumu, mudurumu, ogretmenimi, annemi, babami, " +
		"kardesimi, arkadasimi, ailemi, birini, insanlari, onu, onlari, cocugu, cumhurbaskanini, polisi",
	murder: "adam oldur*, insan oldur*, cinayet islemek, cinayet isle*",
	violence: "toplu katliam, katliam, okul saldirisi, silahli saldiri, teror saldirisi, intihar saldirisi, rehine, " +
		"cinayet, kiralik katil, soykirim, etnik temizlik, insan kacakciligi, iskence, bombali arac",
	violenceLone: "cesedi yok etmek, cesetten kurtulmak, cesedi sakla*, cesedi erit*, kiralik katil tutmak, " +
		"kaza gibi gorunmesi, kaza susu, intihar gibi gorunmesi, olabildigince cok insan oldur*",
	placeAttack: turkishPlaces,
	self60: "kendimi oldurmek, kendimi oldur*, intihar etmek istiyorum, olmek istiyorum, hayatima son vermek, " +
		"hayatima son ver*, kendimi asmak, bileklerimi kesmek, kopruden atlamak, yasamak istemiyorum, acisiz olum, " +
		"acisiz olmek",
	self45: "kendime zarar vermek, kendime zarar ver*, kendimi kesmek, intihar yontemleri, intihar yolu, nasil intihar",
	self30: "intihar, asiri doz, oldurucu doz, olumcul doz",
	sexual: "pornografik, pornografi, seks sahnesi, acik seks, erotik hikaye, orgazm, masturbasyon, seks yapmak, " +
		"sevismek, ciplak fotograf*, ciplak resim*, sikis, grup seks, hayvanlarla seks",
	sexualAmb: "seks, cinsel, seksi, ciplak, bastan cikar*, azgin, fetis",
	hatePred: "asagila*, asagilayan, kovulmali, kovulmasi, kovulsun, hayvandir, hayvanlar, bocek, hamambocegi, asalak, parazit, asagi irk, insan degil, olmeli, " +
		"olmeyi hak ediyor, yok edilmeli, temizlenmeli, defolsun, sinir disi edilmeli, geberin",
	hateTerm: "irkci saka, irkci fikra, irkci fikralar, beyaz ustunlugu, ustun irk, irk savasi, holokost inkari",
	hateAmb:  "naziler, holokost, kolelik, irkci, irkcilik, yabanci dusmanligi, nefret",
	slurs:    "zenci, ibne, gavur",
	groups: "kurtleri, suriyelileri, suriyelilerin, araplari, yahudileri, ermenileri, muslumanlari, hristiyanlari, gocmenleri, multecileri, yahudiler, museviler, muslumanlar, hristiyanlar, siyahlar, siyahiler, asyalilar, araplar, kurtler, " +
		"suriyeliler, afganlar, gocmenler, multeciler, escinseller, lezbiyenler, trans bireyler, kadinlar, " +
		"engelliler, romanlar, azinliklar, ermeniler, rumlar, aleviler",
	bomb: "bomba, bombalar, patlayici, patlayicilar, el bombasi, mayin, susturucu",
	gun:  "silah, silahlar, tabanca, tufek, kursun, mermi, cephane, zehir, atesli silah",
	weapon: "zehirli gaz, boru bombasi, el yapimi bomba, molotof kokteyli, molotof, termit, kara barut, barut, nitrogliserin, " +
		"amonyum nitrat, hayalet silah, sinir gazi, risin, sarbon, hardal gazi, klor gazi, kimyasal silah, " +
		"biyolojik silah, kirli bomba, bombali yelek, canli bomba",
	drug:      "metamfetamin, eroin, kokain, fentanil, ekstazi, ketamin, bonzai, sentetik kannabinoid, afyon, kaptagon",
	drugMid:   "uyusturucu",
	drugAmb:   "esrar, kenevir, hap",
	drugLone:  "meth pisirmek, uyusturucu laboratuvari, dark webden uyusturucu",
	minor:     "cocu*, kucuk kiz, kucuk erkek, resit olmayan, resit olmamis, ogrenci kiz, liseli kiz, kiz cocugu, ergen",
	sexStrong: "porno, ciplak, erotik, seks yapmak, sevisme, sevisirken, masturbasyon, azgin, ic camasiri, soyun*",
	sexWeak:   "seks, cinsel, seksi",
	csam:      "cocuk pornosu, cocuk porno, pedofili pornosu",
	pedo:      "pedofili, pedofiller, cocuk istismari, cocuklara cinsel istismar",
	protective: "bildirmek, ihbar, onlemek, onleme, korumak, koruma, tespit, belirtileri, magdur, istismar, cinsel egitim, " +
		"ebeveyn, yasa, kanun, yasadisi, suc",
	request: "yaz, olustur, uret, betimle, goster, gonder, hikaye, resim, fotograf, video",
	actCrime: "yazmak, yazin, yaz, olustur*, yapmak, yapmanin, gelistir*, gonder*, yaymak, kurmak, bulastir*, " +
		"satin al*, satmak, kullan*, aklamak, basmak",
	defend: "tespit*, onle*, koru*, savun*, engelle*, farkindalik, egitim, tanimak, bildir*, sikayet, " +
		"kendi sunucum*, kendi sistem*, izinli, yetkili, dolandirildim, hacklendi*, kurtar*",
	crime: "kara para aklama, vergi kacakcilig*, vergi kacirma*, dolandiricilik*, sahtekarlik*, " +
		"kimlik hirsizlig*, sahte para, sahte kimlik, sahte pasaport, sahte belge*, rusvet*, santaj*, harac*",
	crimeLone: "kara parayi akla*, kara para akla*, kara para nasil akla*, vergi kacir*, araba calmak, arabayi calmak, para calmak, cuzdan calmak, " +
		"bankayi soy*, banka soy*, evi soy*, kimligini calmak, santaj yapmak, rusvet vermek, " +
		"sahte para basmak, yaslilari dolandir*, insanlari dolandir*, esimi gizlice takip*, " +
		"sevgilimi gizlice takip*",
	cyber: "kotu amacli yazilim, zararli yazilim, fidye yazilim*, truva ati, bilgisayar virus*, casus yazilim, " +
		"oltalama*, ddos saldiri*",
	cyberLone: "yetkisiz erisim, sifre calmak, sifreleri calmak, sifresini calmak, hesap hackle*, hesabini hackle*, " +
		"hesabini calmak, wifi sifresi kir*",
	hack: "sizabilirim, sizmak, sizmanin, hackle*, ele gecir*",
	systems: "hesab*, hesap, e-posta*, eposta*, sunucu*, web sitesi*, sitesi*, veritaban*, telefon*, bilgisayar*, " +
		"sifre*",
	steal:      "soyarken, soyarim, soyacagim, calmak, calmanin, calabilirim, soymak, soymanin, soyabilirim",
	belongings: "market*, araba*, cuzdan*, banka*, dukkan*, magaza*, para, parayi, kredi karti*",
}
