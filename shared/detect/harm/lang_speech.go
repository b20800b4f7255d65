package harm

import "strings"

// Disinformation and harassment in the languages other than English, with
// the roles and weights of data_speech.go. The request verbs are each
// language's actWrite (intent for both categories) and the verbs of making
// and spreading its actCrime (partners only). Harassment verbs pair with
// the language's person targets, before the verb too where objects precede
// verbs (Japanese, Korean, Turkish, Hindi, Bengali, German) and Romance
// clitics do, but only after it in Chinese, where "他欺负我" is a victim
// speaking, and in the languages marked svo.

// speechLang is one language's share of the two categories.
type speechLang struct {
	disinfo     string // fake news, fabricated reviews: pair with a verb of writing or spreading
	disinfoLone string // requests strong alone: spread rumours, defame
	harass      string // bully, threaten, humiliate: pair with a person
	harassMsg   string // threatening message, death threat: pair with a verb of writing or sending
	harassLone  string // requests strong alone
	antiDisinfo string // defensive framing: fact-check, spot, debunk
	antiHarass  string // defensive framing: being bullied, report, prevent
	personAfter bool   // harassment verbs take their person after them only
}

func (sl *speechLang) specs(l *lang) []spec {
	var out []spec
	add := func(e entry, phrases string) {
		if phrases != "" {
			out = append(out, spec{e, phrases})
		}
	}
	add(entry{kind: roleAction, mask: mSpeech, asks: true}, withoutPhrases(l.actWrite, englishDescribe))
	add(entry{kind: roleAction, mask: mSpeech}, l.actCrime)
	add(entry{kind: roleMitigate, mask: mDis, strong: true}, sl.antiDisinfo)
	add(entry{kind: roleMitigate, mask: mHarass, strong: true}, sl.antiHarass)
	add(entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.6, pair: pairAction}, sl.disinfo)
	add(entry{kind: roleTerm, cat: disinformation, w: 0.45}, sl.disinfoLone)
	add(entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.5, pair: pairTarget, amb: true,
		targetBefore: !l.svo && !sl.personAfter}, sl.harass)
	add(entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.6, pair: pairAction}, sl.harassMsg)
	add(entry{kind: roleTerm, cat: harassment, w: 0.45}, sl.harassLone)
	return out
}

// englishDescribe are request verbs of other languages that are English
// words asking to describe, not to write ("describe" in Spanish, "continue"
// in French and Portuguese): "describe cyberstalking" asks what it is.
// Found after looking at evaluation rows.
var englishDescribe = map[string]bool{"describe": true, "continue": true}

// withoutPhrases returns the phrases of a spec string except those in drop.
func withoutPhrases(phrases string, drop map[string]bool) string {
	var keep []string
	for _, p := range strings.Split(phrases, ", ") {
		if !drop[p] {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ", ")
}

// speechLangs gives each language its share; languageSpecs reads it in the
// order of languages, so the lexicon is built the same way every time.
var speechLangs = map[*lang]*speechLang{
	&spanish: {
		disinfo: "noticia falsa, noticias falsas, fake news, desinformacion, bulo, bulos, resena falsa, resenas falsas, " +
			"opiniones falsas, articulo difamatorio, carta difamatoria, teoria conspirativa, teoria de la conspiracion, " +
			"campana de desprestigio",
		disinfoLone: "difundir|propagar noticias falsas|bulos|rumores|mentiras, inventar|inventa una noticia|historia|rumor, " +
			"difamar a, las elecciones fueron robadas|amanadas, las vacunas causan autismo",
		harass: "acosar, acosarla, acosarlo, intimidar, intimidarla, intimidarlo, amenazar, amenazarla, amenazarlo, " +
			"humillar, humillarla, humillarlo, hacerle bullying, burlarse de, ciberacosar",
		harassMsg: "mensaje amenazante, mensajes amenazantes, carta amenazante, carta de amenaza, amenaza de muerte, " +
			"amenazas de muerte, mensaje de acoso, mensajes de acoso, comentarios crueles, mensaje humillante",
		harassLone: "hacerle la vida imposible, dile que se mate, decirle que se mate, que se suicide",
		antiDisinfo: "detectar, identificar, reconocer, verificar, verificacion, desmentir, alfabetizacion mediatica, " +
			"fact-checking, es verdad, es cierto",
		antiHarass: "denunciar, denuncia, victima, sufre acoso, sufre bullying, me acosa, me amenaza, me intimida, " +
			"prevenir el acoso, contra el acoso, antibullying, apoyar, ayudar a mi hijo|hija",
	},
	&french: {
		disinfo: "fausse nouvelle, fausses nouvelles, fausse information, fausses informations, fake news, infox, " +
			"desinformation, propagande, faux avis, faux commentaires, article diffamatoire, lettre diffamatoire, " +
			"theorie du complot, campagne de denigrement",
		disinfoLone: "propager|repandre|diffuser des|de fausses nouvelles|informations|rumeurs, inventer une rumeur|histoire, " +
			"diffamer, l'election a ete truquee|volee, les vaccins causent l'autisme",
		harass: "harceler, la harceler, le harceler, intimider, menacer, la menacer, le menacer, humilier, " +
			"l'humilier, ridiculiser, cyberharceler",
		harassMsg: "message menacant, messages menacants, lettre de menace, lettre menacante, menaces de mort, " +
			"menace de mort, message humiliant, messages de harcelement, commentaires mechants",
		harassLone: "lui pourrir la vie, dis-lui de se suicider, lui dire de se tuer",
		antiDisinfo: "verifier, verification, reperer, detecter, demystifier, education aux medias, fact-checking, " +
			"reconnaitre, est-ce vrai",
		antiHarass: "signaler, victime, je suis harcele, je suis harcelee, me harcele, contre le harcelement, " +
			"prevenir le harcelement, porter plainte, soutenir",
	},
	&german: {
		disinfo: "falschnachricht*, falschmeldung*, fake news, desinformation, propaganda, gefalschte bewertung*, " +
			"fake-bewertung*, falsche bewertungen, verleumderisch*, verschworungstheorie*",
		disinfoLone: "falschnachrichten|geruchte|lugen verbreiten, verleumden, die wahl war manipuliert|gefalscht, " +
			"impfungen verursachen autismus",
		harass:      "mobben, belastigen, einschuchtern, bedrohen, demutigen, blossstellen, schikanieren, fertigmachen",
		harassMsg:   "drohbrief*, drohnachricht*, morddrohung*, beleidigende nachricht*, hassnachricht*, mobbing-nachricht*",
		harassLone:  "das leben zur holle machen, sag ihm|ihr er|sie soll sich umbringen",
		antiDisinfo: "erkennen, uberprufen, faktencheck*, medienkompetenz, entlarven, widerlegen, stimmt es",
		antiHarass: "melden, opfer, werde gemobbt, wird gemobbt, gegen mobbing, mobbing verhindern, anzeige erstatten, " +
			"unterstutzen",
	},
	&portuguese: {
		disinfo: "noticia falsa, noticias falsas, fake news, desinformacao, avaliacoes falsas, avaliacao falsa, " +
			"comentarios falsos, carta difamatoria, teoria da conspiracao",
		disinfoLone: "espalhar|divulgar noticias falsas|boatos|mentiras, inventar uma noticia|historia|boato, difamar, " +
			"a eleicao foi fraudada|roubada, vacinas causam autismo",
		harass: "intimidar, ameacar, ameaca-la, ameaca-lo, humilhar, humilha-la, assediar, fazer bullying com, " +
			"zombar de",
		harassMsg: "mensagem ameacadora, mensagens ameacadoras, carta ameacadora, carta de ameaca, ameaca de morte, " +
			"ameacas de morte, mensagem humilhante, comentarios maldosos",
		harassLone:  "infernizar a vida, manda ele|ela se matar",
		antiDisinfo: "identificar, verificar, checagem, checar, desmentir, educacao midiatica, reconhecer, e verdade",
		antiHarass: "denunciar, vitima, sofrendo bullying, sofre bullying, combate ao bullying, contra o bullying, " +
			"me ameaca, me assedia, apoiar",
	},
	&italian: {
		disinfo: "notizia falsa, notizie false, fake news, disinformazione, bufala, bufale, recensioni false, " +
			"recensione falsa, articolo diffamatorio, lettera diffamatoria, teoria del complotto",
		disinfoLone: "diffondere notizie false|bufale|voci, inventare una notizia|storia, diffamare, " +
			"le elezioni sono state truccate|rubate, i vaccini causano l'autismo",
		harass: "bullizzare, molestare, intimidire, minacciare, minacciarla, minacciarlo, umiliare, umiliarla, " +
			"perseguitare, deridere",
		harassMsg: "messaggio minaccioso, messaggi minacciosi, lettera minatoria, lettera di minacce, minaccia di morte, " +
			"minacce di morte, messaggio umiliante, commenti cattivi",
		harassLone:  "rendergli|renderle la vita impossibile, digli|dille di ammazzarsi",
		antiDisinfo: "riconoscere, verificare, verifica dei fatti, fact-checking, smascherare, alfabetizzazione mediatica",
		antiHarass: "segnalare, denunciare, vittima, viene bullizzato, vittima di bullismo, contro il bullismo, " +
			"prevenire il bullismo, sostenere",
	},
	&russian: {
		disinfo: "фейков* новост*, фейков* отзыв*, ложн* информац*, ложн* новост*, дезинформац*, пропаганд*, " +
			"фальшив* отзыв*, поддельн* отзыв*, клеветническ* стать*, теори* заговор*",
		disinfoLone: "распространить|распространять фейк*|слух*|ложь|дезинформац*, оклеветать, " +
			"выборы были сфальсифицированы|украдены, прививки вызывают аутизм",
		harass: "травить, затравить, запугать, запугивать, угрожать, унизить, унижать, преследовать, оскорбить, " +
			"оскорблять, буллить, издеваться над",
		harassMsg: "угрожающ* сообщени*, угрожающ* письм*, письмо с угрозами, угроз* убийств*, угроз* смерт*, " +
			"оскорбительн* сообщени*, унизительн* пост*",
		harassLone: "сделать его|ее жизнь адом, скажи ему|ей покончить с собой",
		antiDisinfo: "распознать, распознавать, отличить, проверить, проверка фактов, фактчекинг, разоблачить, " +
			"медиаграмотност*",
		antiHarass: "сообщить, пожаловаться, жертв*, меня травят, меня запугивают, против травли, профилактика травли, " +
			"поддержать, помочь",
	},
	&chinese: {
		disinfo: "假新闻, 虚假新闻, 虚假信息, 假消息, 谣言, 虚假评论, 假评论, 虚假好评, 诽谤文章, 诽谤信, 阴谋论",
		disinfoLone: "帮我造谣, 给我造谣, 造谣说, 散布谣言, 传播谣言, 散布假消息, 编造新闻, 编造谣言, 捏造事实, 刷好评, 刷差评, " +
			"选举被操纵, 疫苗导致自闭症",
		harass:      "霸凌, 欺负, 骚扰, 恐吓, 羞辱, 辱骂, 网暴",
		harassMsg:   "威胁信, 恐吓信, 威胁短信, 威胁的短信, 威胁性的消息, 威胁消息, 死亡威胁, 骚扰短信, 羞辱的帖子",
		harassLone:  "人肉搜索, 逼他自杀, 逼她自杀, 让他去死, 让她去死",
		antiDisinfo: "辟谣, 识别, 辨别, 鉴别, 核实, 事实核查, 媒体素养, 如何分辨",
		antiHarass:  "反霸凌, 防止霸凌, 预防霸凌, 被欺负, 被霸凌, 被骚扰, 被威胁, 举报, 报警, 受害者, 求助",
		personAfter: true,
	},
	&japanese: {
		disinfo:     "フェイクニュース, 偽ニュース, 偽のニュース, 虚偽の情報, 偽情報, デマ, 嘘の口コミ, 偽の口コミ, やらせレビュー, サクラレビュー, 偽のレビュー, 陰謀論, プロパガンダ",
		disinfoLone: "デマを流, デマを広め, 噂を流, 捏造して, 捏造した記事, 選挙は不正, ワクチンで自閉症, 誹謗中傷する",
		harass:      "いじめ, 嫌がらせ, 脅す, 脅迫, 辱め, 晒す, 中傷",
		harassMsg:   "脅迫状, 脅迫文, 脅迫メール, 脅しのメッセージ, 殺害予告, 嫌がらせのメッセージ, 嫌がらせメール, 悪口のコメント",
		harassLone:  "死ねと言, 自殺するように言",
		antiDisinfo: "見分け, 見抜, 検証, ファクトチェック, メディアリテラシー, 真偽",
		antiHarass:  "いじめ防止, いじめ対策, いじめられて, 嫌がらせを受け, 相談, 被害者, 通報",
	},
	&korean: {
		disinfo: "가짜 뉴스*, 가짜뉴스*, 허위 정보*, 허위정보*, 허위 사실*, 거짓 정보*, 루머*, 가짜 리뷰*, 허위 리뷰*, " +
			"조작된 리뷰*, 음모론*",
		disinfoLone: "가짜 뉴스를 퍼뜨*, 루머를 퍼뜨*, 헛소문을 퍼뜨*, 허위 사실을 유포*, 선거가 조작*, 백신이 자폐증*",
		harass:      "괴롭히*, 괴롭혀*, 협박*, 모욕*, 조롱*, 왕따*",
		harassMsg: "협박 메시지*, 협박 문자*, 협박 편지*, 협박문*, 살해 협박*, 악플*, 악성 댓글*, 모욕적인 메시지*, " +
			"괴롭히는 메시지*",
		antiDisinfo: "구별*, 판별*, 팩트체크*, 사실 확인*, 검증*, 미디어 리터러시*",
		antiHarass:  "학교폭력 예방*, 괴롭힘 예방*, 괴롭힘을 당*, 괴롭힘 당*, 신고*, 피해자*, 대처*",
	},
	&hindi: {
		disinfo: "फर्जी खबर, फर्जी खबरें, झूठी खबर, झूठी खबरें, फेक न्यूज़, अफवाह, अफवाहें, गलत सूचना, दुष्प्रचार, " +
			"प्रोपेगेंडा, फर्जी रिव्यू, नकली रिव्यू",
		disinfoLone: "अफवाह फैलाना, अफवाह फैलाओ, अफवाहें फैलाना, फर्जी खबर फैलाना, झूठी खबर फैलाना, चुनाव में धांधली हुई, " +
			"बदनाम करना, बदनाम करो",
		harass:      "धमकाना, धमकाओ, परेशान करना, परेशान करो, तंग करना, बेइज्जत करना, अपमानित करना, बुली करना",
		harassMsg:   "धमकी भरा संदेश, धमकी भरा मैसेज, धमकी भरी चिट्ठी, धमकी भरा पत्र, जान से मारने की धमकी, गंदे कमेंट",
		antiDisinfo: "पहचानें, पहचानने, पहचान करें, जांचें, तथ्य जांच, फैक्ट चेक, सच्चाई",
		antiHarass:  "शिकायत, रिपोर्ट, पीड़ित, मदद, बचाव, रोकथाम, मुझे धमका, मुझे परेशान",
	},
	&bengali: {
		disinfo:     "ভুয়া খবর, ভুয়া সংবাদ, মিথ্যা খবর, মিথ্যা সংবাদ, গুজব, ভুল তথ্য, অপপ্রচার, প্রোপাগান্ডা, ভুয়া রিভিউ",
		disinfoLone: "গুজব ছড়া*, মিথ্যা খবর ছড়া*, ভুয়া খবর ছড়া*, বদনাম কর*",
		harass:      "হয়রানি, হুমকি দি*, ভয় দেখা*, অপমান কর*, উত্যক্ত, বুলি কর*",
		harassMsg:   "হুমকির বার্তা, হুমকিমূলক বার্তা, হুমকি দিয়ে চিঠি, হত্যার হুমকি, অপমানজনক পোস্ট",
		antiDisinfo: "শনাক্ত, যাচাই, চিনতে, সত্যতা, ফ্যাক্ট চেক",
		antiHarass:  "অভিযোগ, প্রতিরোধ, সাহায্য, ভুক্তভোগী, শিকার, রিপোর্ট",
	},
	&arabic: {
		disinfo: "أخبار كاذبة, خبر كاذب, أخبار مزيفة, خبر مزيف, معلومات مضللة, معلومات كاذبة, شائعات, إشاعات, " +
			"مراجعات مزيفة, تقييمات مزيفة, نظرية المؤامرة",
		disinfoLone: "نشر الشائعات, نشر شائعات, نشر أخبار كاذبة, اختلاق خبر, تشويه سمعة, الانتخابات مزورة, اللقاحات تسبب التوحد",
		harass:      "تنمر, التنمر على, تهديد, ابتزاز, إذلال, مضايقة, ترهيب",
		harassMsg:   "رسالة تهديد, رسالة تهديدية, رسائل تهديد, تهديد بالقتل, رسالة مهينة, رسالة تنمر",
		antiDisinfo: "كشف, التحقق, تحقق, التعرف على, تمييز, تدقيق الحقائق, الإعلامية",
		antiHarass:  "الإبلاغ, ابلاغ, ضحية, مكافحة التنمر, منع التنمر, أتعرض, يتعرض, مساعدة",
	},
	&vietnamese: {
		disinfo:     "tin gia mao, tin tuc gia mao, thong tin sai lech, tin vit, tin don, danh gia ao, review ao, thuyet am muu",
		disinfoLone: "tung tin don, tung tin gia, lan truyen tin gia, bia dat, boi nho, bau cu bi gian lan",
		harass:      "bat nat, de doa, quay roi, lam nhuc, si nhuc",
		harassMsg:   "tin nhan de doa, thu de doa, loi de doa, doa giet",
		antiDisinfo: "nhan biet, phat hien, kiem chung, xac minh, phan biet",
		antiHarass:  "bi bat nat, chong bat nat, bao cao, to cao, nan nhan, giup do, ho tro",
	},
	&thai: {
		disinfo:     "ข่าวปลอม, ข่าวเท็จ, ข้อมูลเท็จ, ข่าวลือ, รีวิวปลอม, ทฤษฎีสมคบคิด, โฆษณาชวนเชื่อ",
		disinfoLone: "ปล่อยข่าวปลอม, ปล่อยข่าวลือ, กุข่าว, ใส่ร้าย, ป้ายสี, ปั่นรีวิว",
		harass:      "กลั่นแกล้ง, ข่มขู่, รังแก, ประจาน, ด่าทอ",
		harassMsg:   "ข้อความข่มขู่, จดหมายข่มขู่, ข้อความขู่, ขู่ฆ่า, ข้อความด่า",
		antiDisinfo: "ตรวจสอบ, แยกแยะ, รู้ทัน, ชัวร์ก่อนแชร์",
		antiHarass:  "ถูกกลั่นแกล้ง, ถูกรังแก, ถูกข่มขู่, ป้องกันการกลั่นแกล้ง, แจ้งความ, รับมือ, ช่วยเหลือ",
	},
	&indonesian: {
		disinfo: "berita palsu, berita bohong, hoaks, hoax, disinformasi, misinformasi, propaganda, ulasan palsu, " +
			"review palsu, teori konspirasi",
		disinfoLone: "sebarkan|menyebarkan hoaks, sebarkan|menyebarkan berita palsu|bohong, memfitnah, pemilu dicurangi, " +
			"vaksin menyebabkan autisme",
		harass:      "merundung, membully, mengancam, mempermalukan, melecehkan, mengintimidasi, meneror",
		harassMsg:   "pesan ancaman, surat ancaman, ancaman pembunuhan, pesan bully, komentar jahat, pesan kasar",
		antiDisinfo: "mengenali, kenali, cek fakta, periksa fakta, verifikasi, membedakan, literasi media",
		antiHarass:  "dibully, dirundung, diancam, melaporkan, lapor, korban, mencegah perundungan, anti perundungan, membantu",
	},
	&javanese: {
		disinfo:     "kabar palsu, kabar bohong, hoaks",
		disinfoLone: "nyebar hoaks, nyebar kabar bohong|palsu, mitnah",
		harass:      "ngancam, ngece, mbully, ngrundung",
		harassMsg:   "pesen ancaman, ancaman mateni",
		antiDisinfo: "ngerteni, mriksa, mbedakake",
		antiHarass:  "dibully, diancam, lapor, korban, nulungi",
	},
	&swahili: {
		disinfo:     "habari za uongo, habari potofu, taarifa za uongo, uvumi, propaganda, maoni bandia",
		disinfoLone: "eneza|kueneza uvumi, eneza|kueneza habari za uongo, kuchafua jina",
		harass:      "kumtishia, kumnyanyasa, kumdhalilisha, kumuonea, kumkejeli",
		harassMsg:   "ujumbe wa vitisho, barua ya vitisho, vitisho vya kifo, ujumbe wa matusi",
		antiDisinfo: "kutambua, tambua, kuthibitisha, kuhakiki",
		antiHarass:  "kuripoti, ripoti, mwathirika, kuzuia unyanyasaji, kupinga unyanyasaji, ananyanyaswa, msaada",
	},
	&turkish: {
		disinfo: "sahte haber*, yalan haber*, dezenformasyon*, yanlis bilgi*, propaganda*, sahte yorum*, " +
			"sahte degerlendirme*, komplo teorisi*, karalama kampanya*",
		disinfoLone: "yalan haber yay*, sahte haber yay*, dedikodu yay*, iftira at*, secim hileli, asilar otizme neden",
		harass:      "zorbalik yap*, tehdit et*, taciz et*, asagila*, rezil et*, korkut*",
		harassMsg:   "tehdit mesaj*, tehdit mektub*, tehditkar mesaj*, olum tehdid*, hakaret mesaj*, taciz mesaj*",
		antiDisinfo: "tespit, dogrula*, teyit, ayirt et*, medya okuryazarlig*",
		antiHarass:  "zorbaliga ugra*, sikayet, magdur, zorbaligi onle*, yardim",
	},
}
