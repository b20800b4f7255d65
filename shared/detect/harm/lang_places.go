package harm

import "strings"

// Attacks on places and vehicles in other languages (lang.placeAttack,
// weight 0.45 as in English, data.go: a flag alone, a block with intent):
// a verb that blows up or sets on fire, then a building, a vehicle or a
// bridge ("volar un puente", "mettre le feu à l'école"), or, in German,
// the place before the verb's infinitive ("eine Brücke sprengen"). In the
// Romance languages and Russian verbs of fire never take a bridge
// ("quemar los puentes", "brûler les ponts", "сжечь мосты": to burn one's
// bridges; German burns none, it breaks them off); Spanish "volar" never
// takes a plane ("volar un avión": to fly one), Italian "far saltare"
// only "in aria" (alone it also skips or cancels: "far saltare la
// scuola"), and "macchina" is left out (also a machine). Safety questions
// with a negation ("cómo no quemar la casa", "как не сжечь квартиру")
// are neutral in each language's lexicon.

// romance is a Romance language's place attacks: verbs that blow up
// (any place, bridge or plane after a determiner), verbs of fire (no
// bridge), and verbs of fire whose preposition is joined to the article
// ("fuego al", "feu au"), then the noun.
type romance struct {
	det, place, bridge, plane string
	blast, fire, fireJoined   string
}

// phrases returns the language's phrases and the extra ones given.
func (r romance) phrases(extra ...string) string {
	return strings.Join(append([]string{
		pairUp(r.blast, pairUp(r.det, r.place+"|"+r.bridge+"|"+r.plane)),
		pairUp(r.fire, pairUp(r.det, r.place+"|"+r.plane)),
		pairUp(r.fireJoined, r.place+"|"+r.plane),
	}, extra...), ", ")
}

// deFinite returns a German finite verb alone and followed by its
// subject, as a question puts it ("wie sprenge ich die Brücke").
func deFinite(verbs string) string { return verbs + ", " + verbs + " ich|wir|man|du|ihr" }

const (
	esDet    = "un|una|el|la|los|las|mi|mis|su|sus|tu|nuestro|nuestra|este|esta|ese|esa|unos|unas"
	esPlace  = "edificio|edificios|escuela|escuelas|colegio|iglesia|iglesias|mezquita|mezquitas|sinagoga|sinagogas|templo|catedral|hospital|hospitales|clinica|casa|casas|coche|coches|carro|carros|auto|tren|trenes|estacion|comisaria|embajada|banco|bancos|tienda|supermercado|oficina|oficinas|fabrica|parlamento|congreso|ayuntamiento|aeropuerto|autobus|metro|universidad"
	esBridge = "puente|puentes"
	esPlane  = "avion|aviones"

	frDet    = "un|une|le|la|l'|les|des|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|ce|cet|cette|ces"
	frPlace  = "batiment|batiments|immeuble|immeubles|ecole|ecoles|lycee|college|eglise|eglises|mosquee|mosquees|synagogue|synagogues|temple|cathedrale|hopital|hopitaux|clinique|maison|maisons|voiture|voitures|camion|train|trains|gare|commissariat|gendarmerie|ambassade|banque|banques|magasin|supermarche|bureau|bureaux|usine|mairie|prefecture|aeroport|bus|metro|universite|parlement"
	frBridge = "pont|ponts"
	frPlane  = "avion|avions"

	deDet   = "die|der|das|den|dem|eine|ein|einen|meine|mein|meinen|unsere|unser|unseren|seine|sein|seinen|ihre|ihr|ihren|diese|dieses|diesen"
	dePlace = "brucke|brucken|schule|schulen|kirche|kirchen|moschee|moscheen|synagoge|synagogen|krankenhaus|krankenhauser|klinik|haus|hauser|wohnung|auto|autos|wagen|zug|flugzeug|flugzeuge|bahnhof|polizeiwache|polizeistation|botschaft|bank|laden|geschaft|buro|fabrik|rathaus|flughafen|bus|u-bahn|universitat|gebaude|hochhaus|parlament|reichstag|tankstelle|kraftwerk|asylheim|asylbewerberheim|fluchtlingsheim|fluchtlingsheime|scheune|supermarkt"

	ptDet    = "um|uma|o|a|os|as|meu|minha|meus|minhas|nosso|nossa|seu|sua|este|esta|esse|essa|aquele|aquela"
	ptPlace  = "predio|predios|edificio|edificios|escola|escolas|igreja|igrejas|mesquita|sinagoga|templo|catedral|hospital|hospitais|clinica|casa|casas|carro|carros|caminhao|onibus|trem|trens|comboio|estacao|delegacia|esquadra|embaixada|banco|bancos|loja|lojas|supermercado|escritorio|fabrica|prefeitura|aeroporto|metro|universidade|parlamento|congresso"
	ptBridge = "ponte|pontes"
	ptPlane  = "aviao|avioes"

	itDet    = "un|una|uno|il|lo|la|l'|i|gli|le|questo|questa|quel|quella|mio|mia|suo|sua|nostro|nostra"
	itPlace  = "edificio|edifici|palazzo|palazzi|scuola|scuole|chiesa|chiese|moschea|moschee|sinagoga|tempio|cattedrale|ospedale|ospedali|clinica|casa|case|auto|treno|treni|stazione|questura|caserma|ambasciata|banca|banche|negozio|negozi|supermercato|ufficio|uffici|fabbrica|municipio|aeroporto|autobus|metro|metropolitana|universita|parlamento"
	itBridge = "ponte|ponti"
	itPlane  = "aereo|aerei"

	// ruDet begins with an empty phrase: Russian needs no determiner.
	ruDet    = ",этот|эту|это|мой|мою|мое|наш|нашу|наше|его|ее|их|свой|свою|свое"
	ruPlace  = "здание|здания|школу|школы|церковь|церкви|мечеть|мечети|синагогу|храм|больницу|больницы|дом|дома|квартиру|машину|машины|автомобиль|поезд|поезда|вокзал|станцию|участок|отделение|посольство|банк|магазин|офис|завод|мэрию|аэропорт|автобус|метро|университет|парламент|самолет|самолеты"
	ruBridge = "мост|мосты"

	// Han and kana phrases are runs matched anywhere (norm.go): the place
	// follows the verb in Chinese ("炸毁大楼", "炸掉一座桥") or comes
	// first with 把 ("把学校烧了"); Japanese puts it before its particle
	// and verb ("橋を爆破", "家に火をつけ"); Korean words carry their
	// particles ("다리를 폭파", "집에 불을 지르").
	zhVerb  = "炸毁|炸掉|炸了|炸平|轰炸|烧毁|烧掉|烧了|放火烧|纵火烧|火烧|一把火烧了"
	zhAfter = "炸了|炸掉|炸毁|炸平|烧了|烧掉|烧毁|点了"
	zhMeas  = "这座|那座|一座|这栋|那栋|一栋|这个|那个|一个|这辆|那辆|一辆|这家|那家|一家|他的|她的|他们的|我的|邻居的|邻居家的|这|那"
	zhPlace = "大楼|楼房|高楼|楼|公交车|建筑|桥|大桥|桥梁|学校|教堂|清真寺|寺庙|犹太教堂|医院|房子|他家|她家|邻居家|汽车|车子|火车|地铁|飞机|车站|火车站|警察局|派出所|大使馆|领事馆|银行|商场|超市|工厂|政府大楼|市政府|议会|机场|加油站|宿舍"
	jaPlace = "橋|学校|教会|モスク|シナゴーグ|病院|家|自宅|建物|ビル|駅|警察署|交番|大使館|銀行|車|電車|新幹線|飛行機|空港|工場|役所|市役所|議事堂|神社|寺|店|デパート|ガソリンスタンド"
	koObj   = "다리를|옆집을|청사를|학교를|교회를|성당을|모스크를|병원을|집을|건물을|빌딩을|차를|자동차를|기차를|지하철을|비행기를|역을|경찰서를|대사관을|은행을|공장을|가게를|시청을|국회를|공항을|절을"
	koAt    = "다리에|옆집에|청사에|학교에|교회에|성당에|모스크에|병원에|집에|건물에|빌딩에|차에|자동차에|기차에|지하철에|비행기에|역에|경찰서에|대사관에|은행에|공장에|가게에|시청에|국회에|공항에|절에"
)

var (
	spanishPlaces = romance{det: esDet, place: esPlace, bridge: esBridge, plane: esPlane,
		blast:      "dinamitar, dinamitando, bombardear, bombardeando, hacer explotar|estallar, poner|colocar|plantar una bomba en",
		fire:       "incendiar, incendiando, quemar, quemando, prender|prenderle|pegar|pegarle fuego a",
		fireJoined: "prender|prenderle|pegar|pegarle fuego al",
	}.phrases(pairUp("volar, volando", pairUp(esDet, esPlace+"|"+esBridge)))

	frenchPlaces = romance{det: frDet, place: frPlace, bridge: frBridge, plane: frPlane,
		blast:      "faire sauter|exploser, dynamiter, plastiquer, bombarder, poser|placer|mettre une bombe dans|sous",
		fire:       "incendier, bruler, mettre le feu a",
		fireJoined: "mettre le feu au|aux",
	}.phrases()

	germanPlaces = strings.Join([]string{
		pairUp(pairUp(deDet, dePlace), "sprengen, anzunden, niederbrennen, abbrennen, abfackeln, bombardieren, zerbomben, "+
			"anzuzunden, niederzubrennen, abzubrennen, abzufackeln, zu sprengen|bombardieren, in die luft sprengen|jagen, "+
			"in die luft zu sprengen|jagen, in brand setzen|stecken, in brand zu setzen|stecken"),
		pairUp(deFinite("sprenge|sprengt|sprengen|bombardiere|bombardiert|bombardieren"), pairUp(deDet, dePlace)),
		pairUp(pairUp(deFinite("zunde|zundet|zunden"), pairUp(deDet, dePlace)), "an"),
		pairUp(pairUp("brenne|brennt|brennen ich|wir|man|du|ihr", pairUp(deDet, dePlace)), "nieder|ab"), // "die Häuser brennen nieder" is no request
		pairUp(pairUp(deFinite("fackle|fackelt|fackeln"), pairUp(deDet, dePlace)), "ab"),
		pairUp(pairUp(deFinite("jage|jagt|jagen"), pairUp(deDet, dePlace)), "in die luft"),
	}, ", ")

	portuguesePlaces = romance{det: ptDet, place: ptPlace, bridge: ptBridge, plane: ptPlane,
		blast:      "explodir, explodindo, dinamitar, bombardear, bombardeando, fazer explodir, colocar|plantar|por uma bomba em",
		fire:       "incendiar, incendiando, queimar, queimando, por|tacar|atear|botar fogo em",
		fireJoined: "por|tacar|atear|botar fogo no|na|nos|nas",
	}.phrases(pairUp("colocar|plantar|por uma bomba no|na|nos|nas", ptPlace+"|"+ptBridge+"|"+ptPlane))

	italianPlaces = romance{det: itDet + ", il|la|lo|i|le mio|mia|suo|sua|nostro|nostra|miei|mie", place: itPlace, bridge: itBridge, plane: itPlane,
		blast:      "far|fare esplodere, far|fare saltare in aria, bombardare, dinamitare", // bare "far saltare" also skips or cancels
		fire:       "incendiare, bruciare, dare|dar fuoco a",
		fireJoined: "dare|dar fuoco al|alla|allo|ai|alle|agli|all'",
	}.phrases(pairUp("mettere|piazzare una bomba nel|nella|sul|sulla|all'", itPlace+"|"+itBridge+"|"+itPlane))

	chinesePlaces = strings.Join([]string{
		pairUp(zhVerb, zhPlace), pairUp(zhVerb, pairUp(zhMeas, zhPlace)),
		pairUp("把", pairUp(zhPlace, zhAfter)), pairUp("把", pairUp(pairUp(zhMeas, zhPlace), zhAfter)),
	}, ", ")

	japanesePlaces = pairUp(jaPlace, "を爆破|を爆撃|を吹き飛ば|を燃や|に放火|に火をつけ|に火を付け|を焼き払")

	koreanPlaces = strings.Join([]string{
		pairUp(koObj, "폭파*|폭발시키*|폭발시켜*|불태우*|불태워*|폭격*"),
		pairUp(koAt, "불을 지르*|질러*|붙이*|붙여*, 불 지르*|질러*|붙이*|붙여*, 폭탄을 설치*|놓*"),
	}, ", ")

	russianPlaces = strings.Join([]string{
		pairUp("взорвать|подорвать|разбомбить|заминировать", pairUp(ruDet, ruPlace+"|"+ruBridge)),
		pairUp("поджечь|сжечь|спалить", pairUp(ruDet, ruPlace)),
	}, ", ")
)
