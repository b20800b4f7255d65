package injection

// The address and support rules of data_address.go in thirteen more
// languages (notes to an assistant in Dutch and Polish too), on the
// normalised text (lower case, Latin diacritics removed: "résumez" reads
// "resumez"). An address names an AI reader with a word that means an AI
// model (KI, IA, ИИ, 人工智能, …) or speaks to "the assistant" in the dative a
// note to it takes ("アシスタントへ", "для ИИ-ассистента"); a support rule counts
// only beside one. Scripts without ASCII word boundaries use none.

// dataAILang is an AI model's name in French, Spanish, Portuguese, Italian,
// German and Turkish, folded: "IA", "assistant IA", "asistente de IA",
// "KI-Assistent", "modèles de langage", "yapay zekâ".
const dataAILang = `(?:ia|ki|(?:assistants?|assistentes?|asistentes?|agents?|agentes?|agente|modeles?|modelos?|modelli|modello)\s+(?:de\s+|d['’]\s*|da\s+|di\s+)?(?:ia|langage|lenguaje|linguagem|linguistic[oi]|virtua(?:l|is|les|li|le)|ki)|ki-[a-z]+|sprachmodell\w*|yapay\s+zek[a-z]*|(?:automatisch|automatisiert|virtuell|digital)\w*\s+(?:[\w-]+\s+)?[\w-]*(?:assistent|agent)\w*)`

var dataLangRules = []rule{
	// Readers: a note to, or a label for, an AI model.
	mk(CatIndirectInjection, 0.34,
		`\b(?:a (?:la|las|los|un|una|uma|um|o|os|toda|todo|todos|todas|cualquier|qualquer)|aux?|pour|para|al|ao|aos|per (?:l['’]|il|lo|la|gli|le|i|un|una|ogni|tutti)|all['’]|an (?:den|die|das|dem|alle|allen|einen|eine|jeden|jede)|fur|atencao|atencion|achtung|attenzione|hola|bonjour|hallo|ciao|ola)[\s,]+(?:(?:el|la|los|las|les?|o|os|a|as|lo|gli|den|die|das|dem|alle|allen|tous|todos|todas|tutti|qualquer|cualquier|tout|toute|un|une|una|uno|um|uma|ein|einen|einem|einer)\s+|l['’]\s*)?(?:\w+\s+){0,2}?`+dataAILang+`\b`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:ia|ki)\s*(?::|—|–|,)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:langage|lenguaje|linguagem|linguistic[oi]|ki-[a-z]+|sprachmodell\w*|yapay\s+zek[a-z]*)\s*(?::|—|–|,)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:ии-ассистент|ии-агент|(?:для|к)\s+(?:систем\S*\s+)?ии[\s,.:!]|(?:внимание|эй),?\s+(?:модель|ассистент|ии)|модель!|ии:|(?:указание|инструкция|сообщение|примечание|заметка|обращение)\s+(?:для|к)\s+(?:\S+\s+)?(?:ии|модел|ассистент|нейросет))`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:(?:给|致|对)[^，。,\n]{0,12}?(?:ai|人工智能|大模型|模型|助手|智能助手|助理)|(?:ai助手|ai 助手|智能助手|ai助理|大模型|ai模型)\s*:)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:aiへ|ai へ|aiに|アシスタントへ|アシスタントに|エージェントへ|モデルへ|aiアシスタント(?:へ|に|:)|aiコーディングアシスタントへ|要約するai|読むai)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:어시스턴트에게|에이전트에게|ai에게|ai 에게|모델에게|인공지능에게|ai\s*어시스턴트:)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:(?:إلى|الى)\s+(?:الذكاء\s+الاصطناعي|المساعد|النموذج)|للمساعد|للنموذج|للذكاء\s+الاصطناعي|على\s+النموذج|تعليمات\s+النظام)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:(?:एआई|ai)\s*(?:मॉडल|सहायक)?\s*(?:के\s+लिए|को)|सहायक\s+(?:के\s+लिए|को))`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:untuk|kepada)\s+(?:asisten\s+|agen\s+)?(?:ai|model|asisten|agen)\b`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\[\s*(?:systeme|sistema|systemhinweis|системное|系统|システム)\s*\]`,
		"opens or closes a fake section of the conversation"),

	mk(CatIndirectInjection, 0.34,
		`\b(?:si\s+eres\s+(?:una?\s+)?(?:ia|inteligencia\s+artificial|bot|asistente)|se\s+voce\s+(?:for|e)\s+(?:uma?\s+)?(?:ia|inteligencia\s+artificial|bot|assistente)|si\s+vous\s+etes\s+(?:une?\s+)?(?:ia|intelligence\s+artificielle|bot|assistant)|wenn\s+du\s+(?:eine?\s+)?(?:ki|bot|assistent)|se\s+sei\s+(?:una?\s+)?(?:ia|intelligenza\s+artificiale|bot|assistente)|asistan\w*\s+not\w*|yapay\s+zek\w*\s+(?:[\w-]+\s+){0,2}asistan\w*)\b`,
		"speaks to the reader as an AI"),

	mk(CatIndirectInjection, 0.3,
		`(?:\b(?:hinweis|notiz|anweisung|nachricht)\s+(?:an|fur)\s+(?:den|die|das|alle)?\s*(?:[\w-]+\s+){0,2}?[\w-]*(?:assistent|agent|system|modell|bot)\w*|\b(?:nota|aviso|instruccion|mensaje)\s+(?:para|al)\s+(?:el\s+|los\s+|las\s+|la\s+)?(?:\w+\s+){0,2}?(?:asistente|agente|modelo|sistema|bot)s?\b|\b(?:nota|aviso|observacao|instrucao|mensagem)\s+(?:para|ao)\s+(?:o\s+|os\s+|a\s+|as\s+)?(?:\w+\s+){0,2}?(?:assistente|agente|modelo|sistema|bot)s?\b|\b(?:nota|avviso|istruzion[ei]|messaggio)\s+(?:per|all['’])\s*(?:l['’]|il\s+|lo\s+|gli\s+)?(?:\w+\s+){0,2}?(?:assistente|agente|modello|sistema|bot)\w*|\b(?:note|message|consigne|instruction|avis)s?\s+(?:a|au|aux|pour)\s+(?:l['’]|le\s+|la\s+|les\s+)?(?:\w+\s+){0,2}?(?:assistant|agent|modele|systeme|bot)s?\b|\b(?:uwaga|notatka|instrukcja|wiadomosc)\s+dla\s+(?:\w+\s+){0,2}?(?:asystent|agent|model|system|bot)\w*|\b(?:notitie|bericht|instructie|opmerking)\s+(?:voor|aan)\s+(?:de\s+)?(?:\w+\s+)?(?:assistent|agent|model|systeem|bot)\w*|\b(?:asistan|ajan|sistem|model|bot)\w*\s+icin\s+not\b|(?:для|к)\s+(?:\S+\s+)?(?:ассистент|агент|модел|бот)|(?:アシスタント|エージェント|モデル|システム)の方へ|(?:모델|시스템|어시스턴트|봇)(?:은|는|에게)\s)`,
		"carries a message for whatever reads this content"),

	mk(CatIndirectInjection, 0.34,
		`(?:\bdla\s+(?:automatu|modeli\s+ai|modelu\s+ai|asystenta\s+ai|agenta\s+ai|ai)\b|\bpour\s+l['’]\s*(?:outil|ia|assistant|agent|robot)\s+qui\s+(?:traite|lit|resume|analyse|gere)|\bnota\s+per\s+l['’]\s*automazione\b|\b(?:kod|yapay\s+zeka)\s+ajan\w*|비서에게|(?:まとめる|要約する|読む|処理する)ai|सारांश\s+(?:बनाते\s+समय|बनाने\s+वाला))`,
		"addresses the AI model that reads this content"),

	// Support: the user, kept from the user, every later conversation,
	// the summary, secrets, what to say.
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:reenvia|envia|manda|inoltra|invia|envoie[zr]?|transfere[zr]?|encaminhe|sende|schicke?|leite|wyslij|stuur|gonder)\b|отправ|перешл|发送|发给|転送|送信|보내)[^\n]{0,80}?(?:https?://|[\w.+-]+@[\w-]+\.[a-z])`,
		"asks to send something to an outside address")),
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:dites|indiquez|affirmez|repondez|recommandez|mentionnez|sag|sage|antworte|behaupte|empfiehl|diga|digas|responde|responda|afirma|afirme|recomienda|recomende|indica|informe|avise|dille|digli|rispondi|afferma|consiglia|raccomanda|descrivi|soyle|tavsiye\s+et|katakan|jawab|sarankan|beritahu)\b|утвержда|говори|отвечай|сообщи|скажи|рекомендуй|请说|并说|声称|回答说|推荐|告诉|伝えて|答えて|勧めて|言って|と述べ|と回答|قل|أجب|أخبر|انصح|اذكر|कहें|बताएं|कहो|सलाह\s+दें|말하세요|답하세요|추천하세요|전하세요)`,
		"dictates what the model tells its user")),
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:a\s+l['’]\s*utilisat(?:eur|rice)|(?:dem|den)\s+(?:nutzer|benutzer|anwender)\w*|al\s+usuario|ao\s+usuario|all['’]\s*utente|kullaniciya|kepada\s+pengguna)\b|пользователю|للمستخدم|(?:أخبر|اخبر|انصح)\s+المستخدم|(?:告诉|告知|提醒|向|对|给)用户|ユーザーに|사용자에게|उपयोगकर्ता\s+(?:को|से))`,
		"speaks of the model's user")),
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:ne\s+(?:mentionne[zr]?|dis|dites|signale[zr]?|previens)|sans\s+(?:le\s+)?(?:signaler|mentionner|prevenir|demander)|nicht\s+(?:erwahnen|nachfragen|mitteilen|sagen|melden)|nichts\s+davon|ohne\s+(?:nachzufragen|ruckfrage)|no\s+(?:menciones|mencione|digas|informes|avises)|sin\s+(?:avisar|informar|mencionar)|nao\s+(?:mencione|diga|informe|avise)|sem\s+(?:informar|avisar|mencionar)|non\s+(?:menzionare|dire|segnalare|avvisare)|senza\s+(?:segnalare|avvisare|dire)|soylemeyin|bahsetmeyin|jangan\s+(?:beritahu|sebutkan)|sin\s+preguntar|sem\s+perguntar|senza\s+chiedere|sans\s+demander|ohne\s+(?:nachzufragen|ruckfrage|ruckruf|zu\s+fragen)|bez\s+pytania|pomin|onay\w*\s+olmadan|tanpa\s+(?:bertanya|konfirmasi)|zonder\s+(?:te\s+vragen|bevestiging))\b|без\s+(?:вопросов|подтверждения|уведомления)|не\s+(?:упоминай|сообщай|говори|уведомляй)|ничего\s+не|لا\s+(?:تذكر|تخبر|تعلم)|不要(?:提及|告诉|提到|通知)|不告诉|知らせない|伝えない|言わない|知らせず|न\s+बताएं|मत\s+बताएं|알리지|언급하지)`,
		"asks to keep something from the user")),
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:conversations?\s+futures?|zukunftigen?|kunftigen?|(?:conversaciones|conversas|conversazioni)\s+futur[ae]s?|tutte\s+le\s+conversazioni|gelecek\s+(?:tum\s+)?(?:konusma|sohbet)\w*|percakapan\s+(?:mendatang|selanjutnya)|memorizz\w*|memorise[zr]?|memoriza\w*|merke?\s+dir)\b|будущих|запомни|المستقبلية|تذكر\s+دائما|今後|以后所有|所有未来|记住|覚えて|भविष्य\s+की|याद\s+रखें|향후|기억)`,
		"asks to keep an instruction for later conversations")),
	support(mk(CatIndirectInjection, 0.32,
		`(?:\b(?:resume[zsr]?|resumant|resumir|resumas|resumen|resuma|zusammenfass\w*|riassum\w*|ozet\w*|ringkas\w*|systemprompt|prompt\s+(?:systeme|del\s+sistema|do\s+sistema|di\s+sistema))\b|резюм|сумм?ариз|кратко|системн\S*\s+промпт|لخص|تلخيص|总结|摘要|系统提示|要約|システムプロンプト|सारांश|요약|시스템\s*프롬프트)`,
		"speaks of the model's summary or instructions")),
}
