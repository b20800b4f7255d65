package injection

// The rules of this file read a planted instruction's label in any of
// the languages of data_langs.go, and the orders such a label heads, from
// a blind set of planted instructions in seventeen languages
// (docs/detect-injection.md, "Instructions in data in seventeen
// languages"). Where the rules before named the reader in the forms each
// language's notes take ("Hinweis an den KI-Assistenten"), a planted
// instruction is often headed by a label of its own: whatever names an AI
// model, up to a colon ("IA qui lis ces résultats :", "Taalmodel dat deze
// pagina samenvat:", "LLM ajanı için not:", "Yapay zekâ destek ajanı:"),
// an automated role ("Revisor automático:", "Otomatik ödeme asistanına:"),
// or a note for the assistant in the languages the notes of data_langs.go
// did not cover (Dutch, Polish, Vietnamese, Indonesian). Under such a label
// come orders to approve, pay, delete, run or share something, and to
// skip a confirmation: the support rules below, in the same languages.
//
// As everywhere in data, a label alone stays silent (0.34 < the redact
// threshold) and a support rule counts only beside it.

// dataAILatin is a word that names an AI model in the Latin-script
// languages here, folded, or a compound it begins ("AI-boekhoudassistent",
// "KI-gestützte", "LLM-Analyse").
const dataAILatin = `(?:ai|a\.i\.|ia|ki|llms?|gpt[\w.]{0,12}|chatgpt|copilot|gemini|chatbots?|taalmodel\w{0,4}|sprachmodell\w{0,4}|yapay\s+zek\w{0,4}|modelo\s+de\s+(?:ia|lenguaje)|modele\s+de\s+langage|modello\s+linguistico|model\s+(?:ai|bahasa|jezykowy)|mo\s+hinh\s+(?:ai|ngon\s+ngu))(?:-[\w-]{1,30})?`

// dataAIWho is a label that names an AI model and says what it does, up to
// its colon: "IA qui lis ces résultats :", "Per l'LLM che risponde …:",
// "Voor AI-assistenten die …:", "Agente de IA que lee esta salida:",
// "KI-Assistent, der dieses Postfach verwaltet:", the AI word first, after
// a role ("Agente de"), or after a preposition and an article. It begins a line, a comment or a field (the rules
// below): "I built an AI agent that summarises minutes: Python" in a CV is
// no label. That its start is a label's keeps it cheap: the words that can
// begin one are its triggers, not every line of a text.
const dataAIWho = `(?:(?:per|voor|for|para|pour|fur|an|to|dla|a|al|ao|aan)[ \t]+(?:(?:de|het|la|le|el|o|a|il|lo|gli|the|den|die|das|dem)[ \t]+|l['’][ \t]*)?)?(?:` + dataRoleNoun + `[ \t]+(?:de[ \t]+|d['’][ \t]*|di[ \t]+|da[ \t]+|con[ \t]+|com[ \t]+|par[ \t]+)?)?` + dataAILatin + `,?[ \t]+(?:que|qui|che|die|dat|der|das|welche\w*|ktor\w*|ki|yang|dang|that|which|who)[ \t]+[^.:\n]{1,60}?:(?:\s|$)`

// dataRoleNoun is what an AI word qualifies in a label ("AI agent:",
// "yapay zekâ sistemi:", "asystencie AI:"); a bare product name or
// "chatbot" before a colon labels the turns of an exported chat instead,
// and "AI security:", "Gemini policy:" head sections.
const dataRoleNoun = `(?:assistant[es]?|assistants|asistentes?|assistent\w{0,4}|asystent\w{0,4}|asistan\w{0,4}|agent\w{0,4}|ajan\w{0,4}|bots?|system\w{0,4}|sistem\w{0,4}|reviewers?|revisor\w{0,4}|models?|modelos|modello|modelli|modeles?|helpers?|tools?|outil|werkzeug|herramienta|ferramenta|strumento|analy[sz]er\w{0,4}|summari[sz]ers?|reader)`

// dataAutoRoleFirst and dataAutoFirst are an assistant, agent, reviewer or
// bot qualified as automatic, automated or virtual, in either order. Two
// rules, so that the first needs the qualifier's literal and stays off
// every "assistant" of a text.
const (
	dataAutoRoleFirst = `(?:revisor|revisore|reviewer|asistente|assistente|assistant|assistent|agente|agent|bot|robot|sistema|systeme|system|helper|ajan|asistan|asystent|outil|herramienta|ferramenta|strumento|tool)\w*\s+(?:\w+\s+){0,2}?(?:automatic\w*|automatis\w*|automatiz\w*|automatique\w*|virtual\w*|virtuel\w*|otomatik|automatyczn\w*|tu\s+dong|otomatis)`
	dataAutoFirst     = `(?:otomatik|automatische[rnms]?|automatisierte[rnms]?|automatyczn\w+|automated|automatic|virtual|virtuele?)\s+(?:\w+\s+){0,2}?\w*?(?:asistan|assistent|agent|ajan|asystent|bot|reviewer|helper)\w*`
)

var dataLabelRules = []rule{
	// Readers: a label that names an AI model or an automated role. A bare
	// "IA:", "KI:", "LLM:" or an AI word and its role ("Copilot agent:",
	// "yapay zekâ sistemi:") may stand anywhere; a heading such as "AI 비서
	// 기능 안내:" has more words, and is none.
	mk(CatIndirectInjection, 0.34,
		`\b(?:(?:ia|ki|llm)|`+dataAILatin+`[ \t]+`+dataRoleNoun+`)[ \t]*:(?:\s|$)`,
		"heads a message with a label for the AI model that reads this content"),
	// The AI word after the role ("asystencie AI:"), its colon next to it:
	// the literal it needs keeps the rule off every "assistant" of a text.
	mk(CatIndirectInjection, 0.34,
		`\b`+dataRoleNoun+`[ \t]+(?:de[ \t]+|di[ \t]+|d['’][ \t]*)?(?:ia:|ki:|ai:|llm:)(?:\s|$)`,
		"heads a message with a label for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?m)^[ \t]*(?:(?:<!--|//|#+|\*+|>|-|@|\[|\(|\{|")[ \t]*)?`+dataAIWho,
		"heads a message with a label for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:"|=|\(|\[|<!-- |<!--|/\* |// |# )`+dataAIWho,
		"heads a message with a label for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b`+dataAutoRoleFirst+`(?:\s+(?:\w+\s+){0,4}?)?\s*:`,
		"addresses the automated reader of this content"),
	mk(CatIndirectInjection, 0.34,
		`\b`+dataAutoFirst+`(?:\s+(?:\w+\s+){0,4}?)?\s*:`,
		"addresses the automated reader of this content"),
	mk(CatIndirectInjection, 0.34,
		`(?m)^[ \t]*(?:[\[(<!*#>/|-]+[ \t]*)?(?:ии|ші|чат-бот)\S*(?:\s+[^\s:;.!?]+){0,7}?\s*[:,]`,
		"heads a message with a label for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:\[|\(|«|"| )(?:для|к|до)\s+(?:\S+\s+){0,2}?(?:ии|ші|llm|нейросет|чат-бот|ai)\S*`,
		"carries a message for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`@(?:claude|bot|agent)\b`,
		"mentions the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:hey|hi|hello|dear|he|hoi|hallo|hola|ola|ciao|salut|drogi|droga|merhaba|halo|chao)\s*,?\s+(?:bot|chatbot|assistant|assistent|asystencie|asistan|asisten|agent|model|copilot|gemini|chatgpt|claude)\s*,\s*(?:when|whenever|if|before|after|once|als|wanneer|wenn|falls|si|se|quand|cuando|quando|jesli|gdy|kiedy|eger|jika|khi|neu)\b`,
		"addresses the AI model that reads this content"),
	// English: "if an AI is summarizing …", the user spoken of before the
	// reader's answer (a label "Model reading this event:" is in
	// data_address.go).
	mk(CatIndirectInjection, 0.34,
		`\bif\s+(?:an?\s+|any\s+|the\s+)?(?:ai|llm|language\s+model|chatbot|bot|model)\s+is\s+(?:reading|summari[sz]ing|processing|parsing|scanning|comparing|analy[sz]ing|reviewing|answering|ranking)\b`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:before|after|when|while)\s+(?:answering|responding\s+to|replying\s+to)\s+the\s+user\b`,
		"speaks of the model's user to the model"),
	// Notes for the assistant in Dutch, Polish, Vietnamese and Indonesian.
	mk(CatIndirectInjection, 0.3,
		`\b(?:(?:voor|aan)\s+(?:de\s+)?(?:\w+\s+)?(?:assistent|agent|bot|samenvatter)\w*|(?:dla|do)\s+(?:\w+\s+)?(?:asystenta|agenta|bota|modelu)|(?:gui|cho)\s+(?:cac\s+)?(?:tro\s+ly|chatbot|ai|mo\s+hinh)|ai\s+oi|(?:untuk|kepada)\s+(?:para\s+)?(?:asisten|agen|bot|chatbot))\b`,
		"carries a message for whatever reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:(?:asystencie|agencie)(?:\s+ai)?\s*[:,]|tro\s+ly\s+ai\s*[:,]|tro\s+ly\s*[:,]\s*(?:khi|neu|hay|dung|truoc|sau)\b)`,
		"addresses the assistant that reads this content"),

	// Support: orders a label heads, in the languages above, and in
	// Chinese, Japanese, Korean, Hindi and Arabic.
	support(mk(CatIndirectInjection, 0.32,
		`(?:取消|删除|撤销|批准|合并|改为公开|提交|转账|汇款|付款|发邮件|以用户(?:的)?名义|跳过|无需(?:再次)?(?:核验|审核|确认)|不要(?:在[^，。\n]{0,10}?)?(?:提及|提到|说明)|削除|承認|振込|送金|確認(?:は)?不要|触れない|キャンセル|삭제|승인|해제|송금|이체|보내\s*주세요|언급하지|हटा\s+द|हटाओ|बंद\s+कर\s+द|भेजो|भेज\s+द|भेजें|भेजिए|डिलीट|मिटा|चलाकर|चलाओ|बताओ|बताइए|कहो|माँगो|मांगो|मत\s+बदल|احذف|أغلق|اغلق|وافق|حو(?:ّ)?ل|تحويل|دون\s+إشعار|لا\s+تعل(?:ّ)?ق|ادفع)`,
		"asks the model to act on the user's accounts or data")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:aprueba|apruebe|aprove|approva|approuve[zr]?|genehmige|akzeptiere|zatwierdz|zaakceptuj|onayla|phe\s+duyet|setujui|keur\s+\w+\s+goed|accepteer|acepta|aceite|accetta|accepte[zr]?|kabul\s+et|chap\s+nhan|terima\s+undangan|paga|pague|payez|regle[zr]|zahle|bezahle|betaal|zaplac|ode|thanh\s+toan|bayar|elimina|apaga|borra|supprime[zr]?|losche|verwijder|usun|sil|xoa|hapus|cancela|annule[zr]?|storniere|anuluj|iptal\s+et|batalkan|ejecuta|esegui|executez|fuhre|wykonaj|calistir|chay\s+lenh|jalankan|comparte|compartilhe|condividi|partage[zr]?|teile\s+(?:den|die|das|alle)|deel\s+(?:de|het|deze|dit|alle)|udostepnij|paylas|chia\s+se|bagikan|publica|publique|pubblica|publie[zr]?|veroffentliche|publiceer|opublikuj|yayinla|desactiva|desative|disattiva|desactive[zr]?|deaktiviere|schakel|wylacz|devre\s+disi|nonaktifkan|concede|conceda|accorde[zr]?|gewahre|verleen|nadaj|yetki\s+ver|cap\s+quyen|berikan|chiudi|cierra|feche|ferme[zr]?|schliesse|sluit|zamknij|kapat|dong|tutup|reembolsa|emite\s+un\s+reembolso|rembourse[zr]?|rimborsa|erstatte|zwroc|iade\s+et|hoan\s+tien|kembalikan\s+dana|envie|inoltra|invia|stuur|wyslij|gonder|kirim|gui)\b`,
		"asks the model to act on the user's accounts or data")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:(?:vertel|zeg)\s+(?:de\s+|tegen\s+)?(?:gebruiker|klant|iedereen)|(?:de\s+)?gebruiker\s+(?:naar|dat)|(?:napisz|powiedz|poinformuj)\w*(?:\s+\w+)?\s+(?:ze|uzytkownik\w*)|uzytkownik\w*|(?:noi|bao)\s+(?:voi\s+|cho\s+)?nguoi\s+dung|nguoi\s+dung|kullanici(?:ya|nin|yi|dan)|pengguna|kepada\s+pengguna)\b`,
		"speaks of the model's user")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:sin\s+consultar|sem\s+(?:consultar|abrir\s+aprovacao)|sans\s+(?:attendre\s+(?:la\s+|le\s+|l['’]\s*)?(?:validation|accord|confirmation|feu\s+vert)|validation)|inutile\s+de\s+prevenir|no\s+es\s+necesario\s+(?:pedir|confirmar)|nao\s+e\s+necessario|(?:eine\s+)?ruckfrage\s+ist\s+nicht\s+notig|nicht\s+erwahnt\s+werden|onay\s+isteme|sormadan|zonder\s+(?:te\s+)?(?:vragen|overleg)|vermeld\s+dit\s+niet|noem\s+(?:deze|dit)\s+\w+\s+niet|bez\s+(?:pytania|zgody|potwierdzenia)|nie\s+(?:zglaszaj|informuj|wspominaj)|khong\s+(?:can\s+)?(?:hoi|xac\s+nhan|nhac\s+den)|dung\s+(?:hoi|bao|nhac)|tanpa\s+(?:izin|persetujuan))\b|не\s+запрашивайте|без\s+(?:согласования|вопросов)`,
		"asks to act without the user knowing")),
	support(mk(CatIndirectInjection, 0.32,
		`\$\{\{\s*secrets\.|\bapprove\s+(?:it|this|the\s+(?:pr|pull\s+request|merge\s+request|change|expense|invoice|payment))\b`,
		"asks the model to act on the user's accounts or data")),
	support(mk(CatIndirectInjection, 0.32,
		`\biban\b|\bswift\s+(?:code|bic)\b|\b(?:coordonnees|coordinate|datos|dados|gegevens|dane)\s+banc\w+|\bbankverbindung\b|\brekeningnummer\b|\bnumer\s+(?:konta|rachunku)\b|реквизит|\bso\s+tai\s+khoan\b|\brekening\b`,
		"asks the model to move money")),
}
