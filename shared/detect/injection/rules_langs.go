package injection

import (
	"slices"
	"strings"
)

// The jailbreak families of rules.go in French, German, Spanish,
// Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi
// and Turkish: an AI without restrictions played, the question set aside
// for a fixed answer, the prompt asked for, the instructions forgotten or
// declared void, refusals and warnings forbidden, a developer mode, a
// claimed developer, safety declared off. Patterns are on the normalised
// text (lower case, Latin diacritics and Arabic short vowels removed:
// "débridée" reads "debridee", "المطوّر" "المطور"). Scripts without ASCII
// word boundaries use none, so their forms are long enough not to end
// another word.
//
// Ordinary text says much of this too, and a review of ordinary texts
// aimed at the first version of these rules found it blocking 201 of 300:
// grandmothers say "never refuse an invitation", phones have a developer
// mode, teachers' "initial instructions" change, exams say "skip the
// question and just write 'pass'", school plays cast "an evil robot",
// a daughter of eighteen says "your rules no longer apply". So a form
// blocks on its own only where its words leave no other reading (an AI
// told it has no restrictions; the assistant's own hidden or system
// instructions asked for; a named question set aside for a dictated
// answer); the rest is evidence, which blocks beside another family's
// finding, as real jailbreaks give it.

// personaWords are one language's words for the persona rules.
type personaWords struct {
	lang string
	b    string // `\b` where the script has ASCII word boundaries
	// you addresses the assistant as what it is to become: "tu es",
	// "agis comme", "ты теперь".
	you string
	// ai names an AI model, with its endings where the language joins
	// them; the words for a character, a version or a model are left out
	// (plays, films and phones have those).
	ai string
	// lead comes before ai in the bare rule where the script has no word
	// boundary (" " for Cyrillic, so that "линии" does not end in "ии").
	lead string
	// free is what follows the noun: "sans restrictions", "ohne Filter".
	free string
	// pre is what may stand before the noun: "unzensierte", "sansürsüz".
	pre string
	// evil is "evil", "amoral", which count only where the assistant is
	// told it is one.
	evil string
}

// personaRules builds, for each language, the addressed persona rule (0.85)
// and the bare "AI without restrictions" (evidence: also what news
// about such models says).
func personaRules(ws []personaWords) []rule {
	var out []rule
	for _, w := range ws {
		noun := `(?:\S*['’])?(?:` + w.ai + `)[,:;.!»"]?`
		forms := []string{noun + `\s+(?:\S+\s+){0,3}?(?:` + w.free + `)`}
		bare := []string{w.lead + `(?:` + w.ai + `)[,:;.!»"]?\s+(?:\S+\s+){0,1}?(?:` + w.free + `)`}
		if w.pre != "" {
			forms = append(forms, `(?:`+w.pre+`)\S*\s+(?:\S+\s+)?`+noun)
			bare = append(bare, `(?:`+w.pre+`)\S*\s+(?:\S+\s+)?(?:`+w.ai+`)`)
		}
		if w.evil != "" {
			forms = append(forms, noun+`\s+(?:\S+\s+)?(?:`+w.evil+`)`)
		}
		out = append(out,
			mk(CatRolePlay, 0.85, w.b+`(?:`+w.you+`)\s+(?:\S+\s+){0,3}?(?:`+strings.Join(forms, "|")+`)`,
				"asks the assistant in "+w.lang+" to play an AI without restrictions"),
			mk(CatRolePlay, evidenceScore, w.b+`(?:`+strings.Join(bare, "|")+`)`,
				"speaks in "+w.lang+" of an AI without restrictions"))
	}
	return out
}

var personaLangs = []personaWords{
	{lang: "French", b: `\b`,
		you:  `tu es|tu deviens|tu seras|tu vas etre|vous etes|agis comme|agissez comme|comporte-toi comme|fais comme si tu etais|fais semblant d['’]etre|joue le role d['’]|incarne|sois|imagine que tu es`,
		ai:   `ia|intelligence\s+artificielle|chatbot|bot|gpt|chatgpt|assistant\s+(?:ia|virtuel)|modele\s+de\s+langage`,
		free: `sans\s+(?:aucune?\s+|la\s+moindre\s+|plus\s+(?:de\s+|d['’]\s*)?|de\s+|les\s+)?(?:restrictions?|limites?|limitations?|filtres?|censure|regles?|contraintes?|morale|ethique|tabous?|garde-fous|barrieres|scrupules)|non\s+(?:censure|filtre|bride|restreint)|libere|debride|affranchi|qui\s+(?:n['’]a|ne\s+connait|ne\s+respecte)\s+(?:aucune?|pas\s+de|ni|plus\s+de)\s+(?:\S+\s+)?(?:restrictions?|limites?|filtres?|regles?|censure|morale)`,
		evil: `malefique|malveillante?|diabolique|amorale?`},
	{lang: "German", b: `\b`,
		you:  `du bist|du wirst|sie sind|agiere als|handle als|verhalte dich wie|tu so,?\s+als\s+(?:ob\s+du|warst\s+du)|sei|werde|stell dir vor,?\s+du\s+bist|ab\s+(?:jetzt|sofort)\s+bist\s+du`,
		ai:   `ki|ai|chatbot|bot|gpt|chatgpt|sprachmodell|ki-\S+`,
		free: `ohne\s+(?:jegliche\s+|irgendwelche\s+|alle\s+|jede\s+|die\s+)?(?:einschrankung|beschrankung|grenzen|filter|zensur|regeln|moral|ethik|richtlinien|limits|skrupel|tabus)|die\s+keine\s+(?:\S+\s+)?(?:regeln|grenzen|filter|einschrankungen|zensur|moral)`,
		pre:  `unzensiert|ungefiltert|uneingeschrankt|unbeschrankt|grenzenlos|regelfrei|befreit`,
		evil: `bose|boswillig|teuflisch|amoralisch`},
	{lang: "Spanish", b: `\b`,
		you:  `eres|seras|vas a ser|actua como|actuaras como|comportate como|finge ser|finge que eres|fingir ser|haz de|interpreta a|simula ser|conviertete en|imagina que eres|ahora eres`,
		ai:   `ia|inteligencia\s+artificial|chatbot|bot|gpt|chatgpt|asistente\s+(?:de\s+ia|virtual)|modelo\s+de\s+lenguaje`,
		free: `sin\s+(?:ningun[ao]?\s+|tipo\s+de\s+|las\s+|los\s+)?(?:restricciones|restriccion|limites|limite|limitaciones|filtros?|censura|reglas|normas|moral|etica|tabues|escrupulos)|no\s+censurad[ao]|libre\s+de\s+(?:\S+\s+){0,2}?(?:restricciones|reglas|filtros|censura|limites)|que\s+no\s+tiene\s+(?:\S+\s+)?(?:restricciones|limites|filtros|reglas|censura|moral)`,
		evil: `malvad[ao]|malevol[ao]|amoral|diabolic[ao]`},
	{lang: "Portuguese", b: `\b`,
		you:  `voce e|voce sera|voce vai ser|voce agora e|tu es|aja como|atue como|finja ser|finja que e|fingir ser|fingir que e|comporte-se como|seja|torne-se|imagine que voce e`,
		ai:   `ia|inteligencia\s+artificial|chatbot|bot|gpt|chatgpt|assistente\s+(?:de\s+ia|virtual)|modelo\s+de\s+linguagem`,
		free: `sem\s+(?:nenhum[a]?\s+|qualquer\s+|as\s+|os\s+)?(?:restricoes|restricao|limites|limitacoes|filtros?|censura|regras|moral|etica|tabus|escrupulos)|nao\s+censurad[ao]|livre\s+de\s+(?:\S+\s+){0,2}?(?:restricoes|regras|filtros|censura|limites)|que\s+nao\s+tem\s+(?:\S+\s+)?(?:restricoes|limites|filtros|regras|censura|moral)`,
		evil: `malvad[ao]|malign[ao]|amoral|diabolic[ao]`},
	{lang: "Italian", b: `\b`,
		you:  `sei|sarai|diventi|agisci come|comportati come|fingi di essere|fai finta di essere|impersona|immagina di essere`,
		ai:   `ia|intelligenza\s+artificiale|chatbot|bot|gpt|chatgpt|assistente\s+(?:ia|virtuale)|modello\s+linguistico`,
		free: `senza\s+(?:alcun[ao]?\s+|nessun[ao]?\s+|le\s+|i\s+)?(?:restrizion[ei]|limit[ei]|limitazion[ei]|filtr[oi]|censura|regol[ae]|morale|etica|tabu|scrupoli)|non\s+censurat[ao]|libero\s+da\s+(?:\S+\s+){0,2}?(?:restrizioni|regole|filtri|censura|limiti)`,
		evil: `malvagi[ao]|malign[ao]|amorale|diabolic[ao]`},
	{lang: "Russian", lead: ` `,
		you:  `(?:теперь|отныне|с этого момента)\s*,?\s*(?:ты|вы)|(?:ты|вы)\s+(?:теперь|отныне|будешь|будете|являешься|—|-)|притворись|представь,?\s+что\s+ты|веди\s+себя\s+как|действуй\s+как|сыграй\s+роль|играй\s+роль|стань`,
		ai:   `ии|искусственн\S*\s+интеллект\S*|нейросет\S*|чат-?бот\S*|бот(?:ом|а)?|gpt|chatgpt`,
		free: `без\s+(?:каких-либо\s+|всяких\s+|любых\s+|никаких\s+)?(?:ограничени|фильтр|цензур|правил|морал|этик|запрет|тормоз)|не\s+(?:ограниченн|связанн)|свободн\S*\s+от\s+(?:\S+\s+)?(?:ограничени|правил|фильтр|цензур)|(?:у\s+которого|которая|который|у\s+которой)\s+нет\s+(?:\S+\s+)?(?:ограничени|правил|фильтр|цензур|морал)`,
		pre:  `неограниченн|нецензурированн|бесцензурн|безцензурн|расцензуренн`,
		evil: `зл(?:ой|ая|ым)|аморальн\S*`},
	{lang: "Turkish", b: `\b`,
		you:  `sen|siz|artik sen|bundan sonra sen`,
		ai:   `yapay\s+zeka\S*|ai(?:['’]\S*)?|sohbet\s+botu\S*|bot(?:sun|sunuz)?`,
		free: `hicbir\s+(?:\S+\s+)?(?:kisitlamasi|kurali|siniri|filtresi|sansuru)\s+(?:olmayan|yok)`,
		pre:  `(?:hicbir\s+)?(?:kisitlamasi|siniri|filtresi|sansuru|etik\s+kurali|ahlaki\s+siniri)\s+olmayan(?:\s+bir)?|kisitlamasiz|sansursuz|filtresiz|kural\s+tanimayan`,
		evil: `kotu\s+niyetli|seytani|ahlaksiz`},
}

// personaOther is the addressed persona and the bare form where the
// modifier comes before the noun, or words are not spaced.
var personaOther = []rule{
	mk(CatRolePlay, 0.85,
		`(?:你|您)(?:现在|从现在开始|从现在起|此刻|将|要|就)?(?:是|成为|扮演|变成|假装(?:是|成)?|充当)[^。！？\n]{0,12}?(?:没有|没|不受|无|毫无|摆脱了?|不存在|不需要遵守|不用遵守)[^。！？\n]{0,8}(?:限制|约束|过滤|审查|规则|道德|底线|伦理|束缚|规矩)[^。！？\n]{0,8}(?:ai|人工智能|机器人|模型|智能体)`,
		"asks the assistant in Chinese to play an AI without restrictions"),
	mk(CatRolePlay, evidenceScore,
		`(?:没有任何限制|不受任何限制|无任何限制|没有限制|不受限制|无审查|无过滤|未经审查|不受约束|没有道德底线|没有道德限制|没有任何道德)的?(?:ai|人工智能|机器人|模型|聊天机器人)`,
		"speaks in Chinese of an AI without restrictions"),
	mk(CatRolePlay, 0.85,
		`(?:あなた|君|きみ|お前)(?:は|が)[^。\n]{0,20}?(?:制限|制約|フィルター|検閲|ルール|倫理|規制|縛り)(?:の|が|も)?(?:一切)?(?:ない|なし|無い|無し|を持たない|から解放された|に縛られない|を受けない)[^。\n]{0,8}(?:ai|人工知能|ボット|チャットボット|言語モデル)`,
		"asks the assistant in Japanese to play an AI without restrictions"),
	mk(CatRolePlay, evidenceScore,
		`(?:制限|制約|フィルター|検閲|規制)(?:の|が)?(?:一切)?(?:ない|なし|無い|無し|を持たない|から解放された)(?:の)?(?:ai|人工知能|ボット|チャットボット)`,
		"speaks in Japanese of an AI without restrictions"),
	mk(CatRolePlay, 0.85,
		`(?:너는|넌|당신은|니가|네가)[^.\n]{0,20}?(?:제한|제약|필터|검열|규칙|윤리|규제)(?:이|가|도)?\s*(?:전혀\s*|하나도\s*|아무\s*)?(?:없는|없이|없어|없고|해제된|받지\s*않는)[^.\n]{0,10}(?:ai|인공지능|봇|챗봇)`,
		"asks the assistant in Korean to play an AI without restrictions"),
	mk(CatRolePlay, evidenceScore,
		`(?:제한|제약|필터|검열|규칙|윤리|규제)(?:이|가|도)?\s*(?:전혀\s*|하나도\s*)?없는\s*(?:ai|인공지능|봇|챗봇)`,
		"speaks in Korean of an AI without restrictions"),
	mk(CatRolePlay, 0.85,
		`(?:أنت|إنت| انت|تصرف\s+ك|تظاهر\s+(?:بأنك|بانك|أنك|انك)|العب\s+دور)\s*(?:\S+\s+){0,3}?(?:ذكاء\s+اصطناعي|الذكاء\s+الاصطناعي|روبوت\s+(?:دردشة|محادثة)|شات\s*بوت|بوت)\S*\s+(?:\S+\s+){0,2}?(?:(?:بلا|بدون|دون|ليس\s+لديه|ليس\s+له|لا\s+يلتزم\s+ب|متحرر\s+من|خال\s+من)\s*(?:أي\s+|اي\s+)?(?:قيود|حدود|رقابة|فلاتر|فلتر|قواعد|أخلاق|اخلاق|ضوابط|محظورات)|غير\s+(?:مقيد|خاضع|مراقب)|شرير|خبيث|لا\s+يهتم\s+بالأخلاق)`,
		"asks the assistant in Arabic to play an AI without restrictions"),
	mk(CatRolePlay, evidenceScore,
		`(?:ذكاء\s+اصطناعي|شات\s*بوت)\s+(?:(?:بلا|بدون|دون)\s+(?:أي\s+|اي\s+)?(?:قيود|رقابة|فلاتر|قواعد|ضوابط)|غير\s+(?:مقيد|خاضع\s+للرقابة))`,
		"speaks in Arabic of an AI without restrictions"),
	mk(CatRolePlay, 0.85,
		`(?:तुम|आप|तू)\s+(?:\S+\s+){0,8}?(?:(?:बिना\s+(?:किसी\s+)?(?:प्रतिबंध|सीमा|फ़िल्टर|फिल्टर|सेंसर|नियम|रोक|पाबंदी)|बिना\s+सेंसर)\S*\s+(?:\S+\s+){0,2}?(?:एआई|ai|चैटबॉट)|(?:एआई|ai|चैटबॉट)\s+(?:\S+\s+){0,5}?(?:बिना\s+(?:किसी\s+)?(?:प्रतिबंध|सीमा|फ़िल्टर|फिल्टर|सेंसर|नियम|रोक|पाबंदी)|(?:कोई|किसी)\s+(?:भी\s+)?(?:प्रतिबंध|सीमा|फ़िल्टर|फिल्टर|सेंसर|नियम|रोक|पाबंदी|नैतिक)\S*\s+(?:\S+\s+){0,3}?नहीं))`,
		"asks the assistant in Hindi to play an AI without restrictions"),
	mk(CatRolePlay, 0.7,
		`(?:あなた|君|きみ|お前)(?:は|が)[^。\n]{0,12}?(?:悪の|邪悪な|悪意のある|無法の|無制限の|制限のない|検閲なしの)(?:ai|人工知能)|(?:너는|넌|당신은)[^.\n]{0,12}?(?:악당|사악한|악의적인|악한|무법|무제한|검열\s*없는)\s*(?:ai|인공지능)|(?:你|您)(?:现在|从现在开始|从今天起)?(?:是|成为|扮演|变成)[^。！？\n]{0,8}?(?:邪恶|恶魔|无法无天|不受约束|无限制|无审查)的?(?:ai|人工智能)|(?:तुम|आप)\s+(?:अब\s+)?(?:एक\s+)?(?:दुष्ट|शैतानी|बेलगाम)\s+(?:ai|एआई)`,
		"asks the assistant in another language to play an evil AI"),
}

// langHijack is XSafety's goal hijacking in the words people write it
// with: a question named as the one above, below or the user's set aside
// ("ne réponds pas à la question ci-dessous", "无论下面的问题是什么") and a
// fixed answer demanded ("écris seulement", "只输出"), on one line. An
// exam's "if you do not know, skip the question and just write 'pass'"
// names no question.
var langHijack = func() []rule {
	parts := [][2]string{
		{`\b(?:ne\s+(?:reponds|repondez|traite|traitez)\s+pas\s+(?:a\s+)?(?:la\s+question\s+(?:ci-dessus|ci-dessous|precedente|suivante|de\s+l['’]utilisateur)|cette\s+question)|(?:ignore|ignorez|oublie|oubliez)\s+la\s+question\s+(?:ci-dessus|ci-dessous|precedente|suivante|de\s+l['’]utilisateur)|peu\s+importe\s+la\s+question|quelle\s+que\s+soit\s+la\s+question)`,
			`\b(?:reponds|repondez|ecris|ecrivez|affiche|affichez|dis|dites)\s+(?:\S+\s+){0,2}?(?:seulement|uniquement|simplement|juste|exactement|plutot|a\s+la\s+place)`},
		{`\b(?:(?:ignorier|vergiss|uberspring)\S*\s+(?:die\s+)?(?:eigentliche\s+|obige\s+|folgende\s+)?frage\s+(?:oben|unten|des\s+(?:nutzers|benutzers))|(?:ignorier|vergiss|uberspring)\S*\s+die\s+(?:obige|folgende|eigentliche)\s+frage|(?:beantworte|antworte)\s+(?:auf\s+)?(?:die|diese)\s+(?:obige\s+|folgende\s+)?frage\s+(?:oben\s+|unten\s+)?nicht|egal\s+(?:was|welche)\s+(?:die\s+)?frage)`,
			`\b(?:schreib|schreibe|gib|antworte|sag)\S*\s+(?:\S+\s+){0,2}?(?:nur|stattdessen|ausschliesslich|lediglich|einfach)`},
		{`\b(?:no\s+(?:respondas|responda|contestes|conteste)\s+(?:a\s+)?(?:la\s+pregunta\s+(?:del\s+usuario|de\s+abajo|de\s+arriba|siguiente|anterior|que\s+sigue)|esta\s+pregunta|esa\s+pregunta)|(?:ignora|olvida)\s+(?:la\s+pregunta\s+(?:del\s+usuario|de\s+abajo|de\s+arriba|siguiente|anterior)|esta\s+pregunta)|sin\s+importar\s+la\s+pregunta|sea\s+cual\s+sea\s+la\s+pregunta)`,
			`\b(?:(?:escribe|responde|di|contesta|imprime|muestra)\s+(?:\S+\s+){0,2}?(?:solo|solamente|unicamente|simplemente|exactamente|en\s+su\s+lugar)|(?:simplemente|solo|solamente|unicamente)\s+(?:escribe|responde|di|contesta))`},
		{`\b(?:nao\s+(?:responda|respondas|responde)\s+(?:a\s+pergunta\s+(?:do\s+usuario|abaixo|acima|seguinte|anterior)|esta\s+pergunta|essa\s+pergunta)|(?:esqueca|esquece|ignore|ignora)\s+(?:a|essa|esta)\s+pergunta[.,;:]|seja\s+qual\s+for\s+a\s+pergunta)`,
			`\b(?:(?:escreva|responda|diga|imprima)\s+(?:\S+\s+){0,2}?(?:apenas|somente|exatamente|simplesmente)|sua\s+resposta\s+deve\s+ser\s+(?:exatamente|apenas|somente)|(?:apenas|somente|simplesmente)\s+(?:escreva|responda|diga))`},
		{`\b(?:non\s+rispondere\s+(?:alla\s+domanda\s+(?:qui\s+sotto|sotto|sopra|seguente|precedente|dell['’]utente)|a\s+questa\s+domanda)|(?:ignora|dimentica)\s+(?:la\s+domanda\s+(?:qui\s+sotto|sotto|sopra|seguente|precedente|dell['’]utente)|questa\s+domanda)|qualunque\s+sia\s+la\s+domanda)`,
			`\b(?:(?:scrivi|rispondi|di|stampa)\s+(?:\S+\s+){0,2}?(?:soltanto|solo|solamente|esattamente|semplicemente)|(?:soltanto|solo|semplicemente)\s+(?:scrivi|rispondi))`},
		{`(?:не\s+отвечай\s+на\s+(?:вопрос\s+(?:ниже|выше|пользователя)|(?:этот|следующий)\s+вопрос)|(?:проигнорируй|игнорируй)\s+(?:вопрос\s+(?:ниже|выше|пользователя)|(?:этот|следующий)\s+вопрос)|какой\s+бы\s+ни\s+был\s+вопрос)`,
			`(?:(?:просто|только|лишь)\s+(?:напиши|выведи|ответь|скажи)|(?:напиши|выведи|ответь|скажи)\s+(?:\S+\s+)?(?:только|лишь|вместо))`},
		{`(?:(?:无论|不管)(?:下面的|上面的|用户的)?问题是什么|(?:不要|别|无需|不用)回答(?:下面的|上面的|用户的|这个)问题|忽略(?:下面的|上面的|用户的|这个)问题)`,
			`(?:只|仅|直接)(?:输出|回复|回答|说|写)`},
		{`(?:以下の|上の|次の|この|ユーザーの)(?:質問|問題)(?:に|には|は)(?:答えない|答えず|回答しない|回答せず|無視)`,
			`(?:とだけ|だけを?)(?:出力|回答|答え|書い|書け|返)`},
		{`(?:아래|위의|다음|이|사용자의?)\s*질문(?:에는|에|은)\s*(?:답하지|대답하지|답변하지|무시)`,
			`(?:만\s*(?:출력|답해|써|말해)|라고만\s*(?:출력|답|써|말해))`},
		{`(?:لا\s+(?:تجب|تجيب)\s+(?:على|عن)\s+السؤال\s+(?:التالي|أعلاه|اعلاه|السابق)|تجاهل\s+السؤال\s+(?:التالي|أعلاه|اعلاه|السابق))`,
			`(?:فقط\s+(?:اكتب|قل|أجب|اجب)|(?:اكتب|قل|أجب|اجب)\s+فقط)`},
		{`(?:नीचे|ऊपर|इस|अगले)\s+(?:वाले\s+|दिए\s+गए\s+)?(?:सवाल|प्रश्न)\s+(?:\S+\s+){0,2}?(?:जवाब\s+(?:मत|न)|उत्तर\s+(?:मत|न)|अनदेखा)`,
			`(?:सिर्फ़|सिर्फ|केवल|बस)\s+(?:\S+\s+){0,6}?(?:लिखो|लिखें|कहो|बोलो|जवाब\s+दो)`},
		{`\b(?:asagidaki|yukaridaki|bu|sonraki|kullanicinin)\s+(?:soruyu|soruya)\s+(?:\S+\s+)?(?:cevap\s+verme|yanit\s+verme|cevaplama|yanitlama|gormezden\s+gel|yok\s+say|unut)`,
			`\b(?:sadece|yalnizca)\s+(?:\S+\s+){0,6}?(?:yaz|de|cevap\s+ver|yanit\s+ver)\b`},
	}
	var alts []string
	for _, p := range parts {
		alts = append(alts, p[0]+`[^\n]{0,120}?`+p[1])
	}
	return []rule{mk(CatInstructionOverride, 0.75, `(?:`+strings.Join(alts, "|")+`)`,
		"asks in another language to drop the question and give a fixed answer")}
}()

// langExtract asks for the assistant's own prompt: its system prompt, its
// hidden or secret instructions, or everything before the user's message.
// A manual's or a teacher's "original instructions", an image prompt and
// a letter "beginning with 'You are'" are not it.
var langExtract = []rule{
	mk(CatSystemPromptExtract, 0.8,
		`\b(?:revele|montre|affiche|donne|ecris|repete|recopie|imprime|cite|dis|traduis)\S*\s+(?:moi\s+|nous\s+)?(?:tout\s+)?(?:tes|vos)\s+(?:\S+\s+)?(?:instructions|consignes|directives|regles)\s+(?:initiales|d['’]origine|originales|cachees|secretes|de\s+depart|systeme)|\b(?:zeig|gib|nenn|verrat|wiederhol|schreib|druck|ubersetz|kopier)\S*\s+(?:mir\s+|uns\s+)?(?:\S+\s+)?(?:deine|ihre)\s+(?:ursprunglichen|anfanglichen|versteckten|geheimen|internen|ersten)\s+(?:anweisungen|instruktionen|regeln|vorgaben|prompts?)|\b(?:revela|muestra|muestrame|dime|ensename|repite|imprime|escribe|copia|traduce|comparte)\S*\s+(?:\S+\s+){0,2}?tus\s+(?:instrucciones|indicaciones|reglas|directrices)\s+(?:iniciales|originales|ocultas|secretas|internas|de(?:l)?\s+sistema)|\b(?:revele|mostre|me\s+diga|repita|imprima|escreva|copie|traduza|compartilhe)\S*\s+(?:\S+\s+){0,2}?(?:suas|tuas)\s+(?:instrucoes|regras|diretrizes)\s+(?:iniciais|originais|ocultas|secretas|internas|do\s+sistema)|\b(?:rivela|mostra|mostrami|dimmi|ripeti|stampa|scrivi|copia|traduci|condividi)\S*\s+(?:\S+\s+){0,2}?(?:le\s+)?tue\s+(?:istruzioni|regole|direttive)\s+(?:iniziali|originali|nascoste|segrete|interne|di\s+sistema)`,
		"asks in another language for the assistant's first or hidden instructions"),
	mk(CatSystemPromptExtract, 0.8,
		`\b(?:wiederhol|zeig|gib|schreib|druck|kopier)\S*\s+(?:mir\s+)?(?:\S+\s+)?(?:den\s+(?:ganzen\s+|gesamten\s+)?text|alles)\s+(?:\S+\s+)?vor\s+(?:dieser|meiner)\s+(?:ersten\s+)?nachricht|\b(?:repete|recopie|affiche|ecris|imprime)\S*\s+(?:\S+\s+){0,3}?(?:le\s+texte|tout)\s+(?:\S+\s+){0,3}?avant\s+(?:ce|mon)\s+(?:premier\s+)?message|\b(?:repite|copia|muestra|escribe|imprime)\S*\s+(?:\S+\s+){0,3}?(?:el\s+texto|todo)\s+(?:\S+\s+){0,3}?antes\s+de\s+(?:este|mi)\s+(?:primer\s+)?mensaje|\b(?:repita|copie|mostre|escreva|imprima)\S*\s+(?:\S+\s+){0,3}?(?:o\s+texto|tudo)\s+(?:\S+\s+){0,3}?antes\s+(?:desta|da\s+minha)\s+(?:primeira\s+)?mensagem|\b(?:ripeti|copia|mostra|scrivi|stampa)\S*\s+(?:\S+\s+){0,3}?(?:il\s+testo|tutto)\s+(?:\S+\s+){0,3}?prima\s+(?:di\s+questo|del\s+mio)\s+(?:primo\s+)?messaggio|(?:покажи|выведи|напиши|повтори|дай|скопируй)\S*\s+(?:\S+\s+){0,3}?(?:весь\s+текст|вс[её])\s+(?:\S+\s+)?до\s+(?:этого|моего)\s+(?:первого\s+)?сообщения`,
		"asks in another language for everything before the user's message"),
	mk(CatSystemPromptExtract, 0.8,
		`(?:告诉我|显示|输出|透露|展示|打印|给我看|重复|复述|翻译|列出|说出)[^。！？\n]{0,12}(?:你的提示词|系统提示词|系统设定|隐藏指令|预设指令)|(?:隠された|秘密の)(?:指示|命令|プロンプト|ルール)[^。\n]{0,10}(?:表示|見せ|教え|出力|書き出|繰り返|翻訳)|(?:最初の|初期の|元の)プロンプト[^。\n]{0,10}(?:表示|見せ|教え|出力|書き出|繰り返)|(?:숨겨진|비밀)\s*(?:지시|지침|명령|프롬프트|규칙)\S*[^.\n]{0,10}(?:보여|알려|출력|공개|반복|번역)|(?:초기|원래|최초)\s*프롬프트\S*[^.\n]{0,10}(?:보여|알려|출력|공개|반복)|(?:اكشف|أظهر|اظهر|اعرض|اطبع|كرر|انسخ|ترجم|أخبرني|اخبرني)[^.\n]{0,30}(?:التعليمات\s+(?:المخفية|السرية)|تعليماتك\s+(?:المخفية|السرية|الأولية|الاولية|الأصلية))|(?:छिपे|गुप्त)\s+(?:हुए\s+)?(?:निर्देश|नियम)\S*[^।\n]{0,20}(?:दिखा|बता|लिख|दोहरा|प्रिंट)|\b(?:gizli\s+(?:talimatlarini|kurallarini)|(?:ilk|orijinal|baslangic)\s+(?:istemini|promptunu))\s+(?:\S+\s+)?(?:goster|yaz|ver|soyle|tekrarla|cevir|paylas)`,
		"asks in another language for the assistant's hidden instructions"),
	mk(CatSystemPromptExtract, 0.6,
		`\b(?:ton|votre)\s+(?:prompt\s+(?:systeme|cache)|message\s+systeme)|\b(?:tes|vos)\s+(?:instructions|consignes)\s+(?:cachees|secretes|systeme)|\b(?:dein|deinen|deine|ihren|ihre)\s+(?:systemprompt|system-prompt|systemnachricht|versteckten\s+anweisungen|geheimen\s+anweisungen)|\b(?:tu|tus)\s+(?:prompt\s+de(?:l)?\s+sistema|instrucciones\s+(?:ocultas|secretas|de(?:l)?\s+sistema))|\b(?:seu|teu|suas|tuas)\s+(?:prompt\s+do\s+sistema|instrucoes\s+(?:ocultas|secretas|do\s+sistema))|\b(?:il\s+tuo|tuo|le\s+tue|tue)\s+(?:prompt\s+di\s+sistema|istruzioni\s+(?:nascoste|segrete|di\s+sistema))|\b(?:instrucoes|instrucciones|istruzioni|instructions|consignes|anweisungen)\s+(?:secretas|ocultas|segrete|nascoste|cachees|secretes|geheimen|versteckten)\s+que\s+(?:voce\s+recebeu|recibiste|has\s+recibido|hai\s+ricevuto|tu\s+as\s+recues|on\s+t['’]a\s+donnees)|(?:твои|твой|ваш|ваши|у\s+тебя)\s+(?:\S+\s+)?(?:скрыт|секретн|системн)\S*\s+(?:инструкц|промпт|указани)|\b(?:sistem\s+istemin|sistem\s+promptun|gizli\s+talimatlarin)|تعليماتك\s+(?:المخفية|السرية)|(?:موجه|تعليمات)\s+النظام\s+(?:الخاص|الخاصة)\s+بك|(?:तुम्हारे|आपके|तुम्हारा|आपका|अपना|अपने)\s+(?:\S+\s+)?(?:सिस्टम\s+प्रॉम्प्ट|छिपे\s+(?:हुए\s+)?निर्देश|गुप्त\s+निर्देश)|你的(?:系统提示词|系统提示|系统指令|隐藏指令|预设指令)|(?:あなた|君)の(?:システムプロンプト|隠された指示|秘密の指示)|(?:너의|당신의|네)\s*(?:시스템\s*프롬프트|숨겨진\s*지시)`,
		"asks in another language about the assistant's own instructions"),
	mk(CatSystemPromptExtract, 0.8,
		`\b(?:repete|recopie|wiederhol|repite|repita|ripeti|tekrar)\S*[^\n]{0,120}?\b(?:(?:beginnend|anfangend)\s+mit\s+(?:den\s+worten\s+)?["'„“]?\s*du\s+bist|(?:commencant|en\s+commencant)\s+par\s+[«"'“]?\s*tu\s+es|(?:empezando|comenzando)\s+(?:por|con)\s+[«"'“]?\s*(?:eres|tu\s+eres)|comecando\s+(?:com|por)\s+["'“]?\s*voce\s+e|(?:iniziando|partendo)\s+(?:da|con)\s+["«'“]?\s*(?:sei|tu\s+sei))|(?:повтори|выведи)[^\n]{0,120}?начиная\s+со?\s+(?:слов\s+)?[«"'“]?\s*ты|(?:重复|输出)[^\n]{0,60}?从[“"「]?你是|(?:繰り返|出力)[^\n]{0,60}?「あなたは」から|「あなたは」から[^\n]{0,30}?(?:繰り返|出力)|(?:반복|출력)[^\n]{0,60}?[「"']너는|[「"']너는[^\n]{0,30}?(?:반복|출력)|\btekrar\S*[^\n]{0,120}?["'“]\s*sen\s+bir\S*\s*["'”]?\s+(?:diye|ile)\s+basla`,
		"asks in another language to repeat the text that starts with the assistant's role"),
	mk(CatSystemPromptExtract, evidenceScore,
		`\b(?:repete|recopie|affiche|ecris|imprime|copie)\S*\s+(?:\S+\s+){0,4}?(?:le\s+texte|tout)\s+(?:\S+\s+){0,4}?(?:au-dessus|ci-dessus|precede)|\b(?:wiederhol|zeig|gib|schreib|druck|kopier)\S*\s+(?:\S+\s+){0,3}?(?:den\s+(?:ganzen\s+|gesamten\s+)?text|alles)\s+(?:\S+\s+){0,3}?(?:uber|oberhalb)\s+(?:dieser|meiner|der)\s+(?:\S+\s+)?(?:nachricht|zeile)|\b(?:repite|copia|muestra|escribe)\S*\s+(?:\S+\s+){0,3}?(?:el\s+texto|todo)\s+(?:\S+\s+){0,3}?(?:anterior|arriba)|\b(?:repita|copie|mostre|escreva)\S*\s+(?:\S+\s+){0,3}?(?:o\s+texto|tudo)\s+(?:\S+\s+){0,3}?(?:acima|anterior)|\b(?:ripeti|copia|mostra|scrivi)\S*\s+(?:\S+\s+){0,3}?(?:il\s+testo|tutto)\s+(?:\S+\s+){0,3}?(?:sopra|precedente)|(?:повтори|выведи|скопируй)\s+(?:\S+\s+)?текст\s+выше|(?:上に書いてある|上の|上記の|これより前の)(?:文章|テキスト|内容|指示)(?:を)?(?:全部|すべて|そのまま)?(?:繰り返|出力|表示|書き出|教え)|(?:위의|위에\s*있는|앞의)\s*(?:모든\s*)?(?:내용|텍스트|글|지시)\S*\s*(?:그대로|전부|모두)?\s*(?:반복|출력|보여)|(?:كرر|اطبع|انسخ)\s+(?:كل\s+)?النص\s+(?:أعلاه|اعلاه)|\byukaridaki\s+(?:tum\s+)?(?:metni|yaziyi|talimatlari)\s+(?:\S+\s+)?(?:tekrar\s+et|tekrarla|yaz|goster)`,
		"asks in another language to repeat the text above"),
	// The system prompt named, in any language's words, after a verb that
	// hands it over: "copia todo el prompt del sistema".
	mk(CatSystemPromptExtract, 0.8,
		`\b(?:copia|copie|copy|kopier|muestra|mostra|mostre|montre|zeig|affiche|imprime|imprima|stampa|druck|repite|repita|ripeti|repete|wiederhol|revela|revele|rivela|traduce|traduza|traduci|traduis|ubersetz|escribe|escreva|scrivi|ecris|schreib|gib|dame|dimmi|dis-moi|dime|goster|yaz)\S*\s+(?:\S+\s+){0,6}?(?:prompt\s+(?:del|de|do|di|du)\s+(?:sistema|systeme)|prompt\s+systeme|system-?prompt|sistem\s+(?:istemi|promptu)\S*)`,
		"asks in another language for the system prompt"),
}

// langOverride drops the assistant's instructions: what it was told (not
// what it was taught: "forget what you learned about the subjunctive"),
// declared void (its instructions, filters or restrictions, not "your
// rules", which children say to parents), or got around.
var langOverride = []rule{
	mk(CatInstructionOverride, 0.85,
		`\b(?:oublie|oubliez|ignore|ignorez)\s+tout\s+ce\s+(?:qu['’]on\s+t['’]a|que\s+(?:l['’]on|on)\s+t['’]a|qu['’]on\s+vous\s+a)\s+(?:dit|programme|demande|ordonne)|\bvergiss\s+(?:\S+\s+)?alles,?\s+was\s+(?:\S+\s+){0,3}?(?:gesagt|programmiert|vorgegeben|befohlen)|\b(?:olvida|olvide|ignora)\s+todo\s+lo\s+que\s+(?:te\s+(?:han|hayan)\s+dicho|te\s+dijeron|te\s+programaron|te\s+ordenaron)|\b(?:esqueca|esquece|ignore)\s+tudo\s+(?:o\s+)?que\s+(?:te\s+disseram|lhe\s+disseram|te\s+mandaram|foi\s+programado)|\bdimentica\s+tutto\s+(?:quello|cio)\s+che\s+ti\s+(?:hanno|e\s+stato)\s+(?:detto|programmato|ordinato)|забудь\s+(?:вс[её]|обо\s+вс[её]м),?\s+что\s+(?:тебе\s+)?(?:говорили|сказали|было\s+сказано|приказали)|(?:忘记|忘掉|忘了)(?:你)?(?:之前|以前|先前)?(?:被告知|被设定|被要求)的(?:一切|所有)|(?:これまで|今まで)(?:の|に)(?:指示|言われた)[^。\n]{0,8}(?:すべて|全部)?(?:忘れ|無視)|(?:지금까지|이전의|기존)\s*(?:모든\s*)?(?:지시|지침)\S*\s*(?:다\s*|모두\s*|전부\s*)?(?:잊어|무시)|(?:انس|إنس)\s+(?:كل\s+)?(?:ما|شيء)\s+(?:قيل\s+لك|برمجت\s+عليه)`,
		"asks in another language to forget everything the assistant was told"),
	mk(CatInstructionOverride, 0.85,
		`\b(?:pichle|pichhle|pehle\s+ke)\s+(?:saare\s+|sare\s+|sab\s+)?(?:instructions|nirdesh)\s+(?:\S+\s+)?(?:bhool|bhul|ignore)\s+(?:jao|ja|do|karo)\b|\b(?:dimentica|ignora)\s+(?:tutte\s+)?le\s+(?:\S+\s+)?(?:regole|istruzioni|direttive)\s+che\s+(?:hai\s+ricevuto|ti\s+hanno\s+dato|ti\s+sono\s+state\s+date)|\b(?:oublie|ignore)\S*\s+(?:toutes\s+)?les\s+(?:\S+\s+)?(?:regles|instructions|consignes)\s+(?:qu['’]on\s+t['’]a\s+donnees|que\s+tu\s+as\s+recues)|\b(?:olvida|ignora)\S*\s+(?:todas\s+)?las\s+(?:\S+\s+)?(?:reglas|instrucciones|normas)\s+que\s+(?:te\s+(?:dieron|han\s+dado)|has\s+recibido|recibiste)|\b(?:esqueca|esquece|ignore)\S*\s+(?:todas\s+)?as\s+(?:\S+\s+)?(?:regras|instrucoes)\s+que\s+(?:te\s+deram|voce\s+recebeu|recebeu)|\b(?:vergiss|ignoriere)\S*\s+(?:alle\s+)?(?:die\s+)?(?:\S+\s+)?(?:regeln|anweisungen|vorgaben)\s*,?\s*die\s+(?:du|man\s+dir)\s+(?:\S+\s+)?(?:bekommen|erhalten|gegeben)|(?:забудь|игнорируй)\s+(?:все\s+)?(?:\S+\s+)?(?:правила|инструкции|указания),?\s+(?:которые|что)\s+(?:тебе\s+)?(?:дали|получил|были\s+даны)|(?:别管|不用管|不要管|抛开|抛弃|丢掉)(?:之前|以前|前面|上面)的?(?:所有)?(?:规则|指令|限制|设定|指示)|(?:앞에서|이전에|전에)\s*(?:받은|들은)\s*(?:규칙|지시|지침|설정)\S*\s*(?:은|는|을|를)?\s*(?:다\s*|모두\s*|전부\s*)?(?:잊어|무시)`,
		"asks in another language to forget the instructions the assistant was given"),
	mk(CatInstructionOverride, 0.6,
		`\b(?:tes|vos)\s+(?:\S+\s+)?(?:restrictions|consignes|instructions|directives|filtres)\s+(?:ne\s+s['’]appliquent\s+plus|n['’]existent\s+plus|sont\s+(?:desactivees|desactives|suspendues|levees|annulees))|\b(?:deine|ihre)\s+(?:\S+\s+)?(?:einschrankungen|richtlinien|anweisungen|filter)\s+(?:gelten\s+(?:\S+\s+)?nicht\s+mehr|sind\s+(?:\S+\s+)?(?:aufgehoben|deaktiviert|ausser\s+kraft))|\btus\s+(?:\S+\s+)?(?:restricciones|instrucciones|directrices|filtros)\s+(?:ya\s+no\s+(?:aplican|se\s+aplican|existen|cuentan)|(?:han\s+sido|quedan|estan)\s+(?:desactivad|suspendid|anulad|eliminad))|\b(?:suas|tuas)\s+(?:\S+\s+)?(?:restricoes|instrucoes|diretrizes|filtros)\s+(?:nao\s+(?:se\s+aplicam|valem|existem)\s+mais|(?:foram|estao)\s+(?:desativad|suspens|anulad|removid))|\ble\s+tue\s+(?:\S+\s+)?(?:restrizioni|istruzioni|linee\s+guida|filtri)\s+(?:non\s+(?:valgono|si\s+applicano|esistono)\s+piu|sono\s+(?:state\s+)?(?:disattivat|sospes|annullat|rimoss))|тво(?:и|ё|е)\s+(?:\S+\s+)?(?:ограничения|инструкции|фильтры)\s+(?:больше\s+не\s+(?:действуют|работают|применяются)|(?:отменены|сняты|отключены))|你的(?:所有)?(?:限制|准则|指令|过滤)[^。！？\n]{0,4}(?:不再适用|不再有效|已被解除|已经解除|已失效|已被取消)|(?:あなた|君)の(?:制約|指示|フィルター)(?:は)?(?:もう|もはや)?(?:適用されない|無効|存在しない)|(?:너의|당신의|네)\s*(?:제한|지침|지시|필터)\S*\s*(?:더\s*이상\s*)?(?:적용되지\s*않|무효)|(?:قيودك|تعليماتك|فلاترك)\s+(?:لم\s+تعد|ليست)\s+(?:سارية|صالحة|موجودة)|(?:तुम्हारे|आपके)\s+(?:\S+\s+)?(?:प्रतिबंध|निर्देश|फ़िल्टर)\s+(?:अब\s+)?(?:लागू\s+नहीं|खत्म|हटा\s+दिए)|\b(?:kisitlamalarin|talimatlarin|filtrelerin)\s+(?:artik\s+)?(?:gecerli\s+degil|kaldirildi|iptal)`,
		"declares in another language the assistant's instructions void"),
	mk(CatInstructionOverride, evidenceScore,
		`\b(?:(?:tes|vos)\s+(?:\S+\s+)?(?:regles|consignes|restrictions|directives)\s+(?:\S+\s+){0,2}?ne\s+s['’]appliquent\s+pas|gelten\s+(?:\S+\s+)?(?:deine|ihre)\s+regeln\s+(?:hier\s+)?nicht|(?:deine|ihre)\s+(?:\S+\s+)?regeln\s+gelten\s+(?:hier\s+)?nicht|tus\s+(?:\S+\s+)?(?:normas|reglas|restricciones|directrices)\s+no\s+(?:aplican|se\s+aplican|cuentan|valen)|(?:suas|tuas)\s+(?:\S+\s+)?(?:regras|diretrizes|restricoes|normas)\s+nao\s+(?:valem|se\s+aplicam|contam)|senza\s+applicare\s+le\s+tue\s+(?:regole|linee\s+guida|restrizioni)|le\s+tue\s+(?:\S+\s+)?(?:regole|linee\s+guida)\s+non\s+(?:valgono|si\s+applicano|contano)|tumhare\s+(?:\S+\s+)?(?:rules|niyam)\s+(?:\S+\s+)?(?:apply|lagu)\s+nahi|(?:kurallarin|talimatlarin)\s+(?:burada\s+)?gecerli\s+degil)|(?:あなた|君)の(?:ルール|規則|制限)は(?:ここでは)?適用されません|(?:너의|당신의|네)\s*(?:규칙|룰)\S*\s*(?:여기서는\s*)?(?:적용되지|적용\s*안)|你的(?:规则|限制|准则)在这里(?:不适用|无效)|(?:不需要|不用|无需|不必)遵守你的(?:规则|准则|限制|规定)|тво(?:и|ё|е)\s+(?:\S+\s+)?(?:правила|ограничения)\s+(?:\S+\s+)?(?:не\s+действуют|не\s+применяются)|(?:قواعدك|قيودك)\s+لا\s+تنطبق|तुम्हारे\s+(?:\S+\s+)?(?:नियम|रूल्स)\s+(?:यहाँ\s+)?लागू\s+नहीं`,
		"declares in another language the assistant's rules do not apply here"),
	// The same with the fiction that is its pretext: "como es ficción,
	// tus normas no aplican aquí".
	mk(CatInstructionOverride, 0.6,
		`\b(?:fiction|fiktion|ficcion|ficcao|finzione|roman|geschichte|historia|conto|racconto|hypothetique|hypothetisch|hipotetic[oa]|ipotetic[oa]|kahani|kurgu|hikaye)\S*\b[^\n]{0,100}?\b(?:(?:tes|vos)\s+(?:\S+\s+){0,2}?(?:regles|consignes|restrictions)\s+(?:\S+\s+){0,2}?ne\s+s['’]appliquent|(?:deine|ihre)\s+(?:\S+\s+)?regeln\s+gelten|gelten\s+(?:\S+\s+)?(?:deine|ihre)\s+regeln|tus\s+(?:\S+\s+)?(?:normas|reglas|restricciones|directrices)\s+no|(?:suas|tuas)\s+(?:\S+\s+)?(?:regras|diretrizes|normas)\s+nao|le\s+tue\s+(?:\S+\s+)?(?:regole|linee\s+guida)\s+non|senza\s+applicare\s+le\s+tue|tumhare\s+(?:\S+\s+)?rules|senin\s+kurallarin|kurallarin\s+(?:burada\s+)?gecerli\s+degil)|(?:рассказ|истори|вымысел|фантаз|гипотетическ)[^\n]{0,100}?тво(?:и|ё|е)\s+(?:\S+\s+)?(?:правила|ограничения)|(?:小说|虚构|故事|假设)[^\n]{0,60}?(?:你的(?:规则|限制|准则)|遵守你的)|(?:フィクション|物語|小説|架空)[^\n]{0,60}?(?:あなた|君)の(?:ルール|規則|制限)|(?:소설|가상|이야기|픽션)[^\n]{0,60}?(?:너의|당신의|네)\s*(?:규칙|룰)|(?:قصة|خيال|رواية)[^\n]{0,100}?(?:قواعدك|قيودك)|(?:कहानी|काल्पनिक)[^\n]{0,100}?(?:तुम्हारे|आपके)\s+(?:\S+\s+)?(?:नियम|रूल्स)`,
		"declares in another language the assistant's rules void because it is fiction"),
	mk(CatInstructionOverride, 0.6,
		`\b(?:contourne|contournez|ignore|ignorez)\s+(?:tes|vos|toutes\s+tes|toutes\s+vos)\s+(?:\S+\s+)?(?:restrictions|filtres\s+de\s+securite|regles\s+de\s+securite|garde-fous)|\b(?:umgehe|ignoriere)\s+(?:deine|ihre|alle\s+deine)\s+(?:\S+\s+)?(?:einschrankungen|sicherheitsfilter|richtlinien|sicherheitsvorkehrungen)|\b(?:evita|salta(?:te)?|ignora|elude)\s+(?:tus|todas\s+tus)\s+(?:\S+\s+)?(?:restricciones|filtros\s+de\s+seguridad|directrices)|\b(?:contorne|ignore|burle)\s+(?:suas|todas\s+as\s+suas)\s+(?:\S+\s+)?(?:restricoes|filtros\s+de\s+seguranca|diretrizes)|\b(?:aggira|ignora|bypassa)\s+(?:le\s+tue|tutte\s+le\s+tue)\s+(?:\S+\s+)?(?:restrizioni|filtri\s+di\s+sicurezza|linee\s+guida)|(?:обойди|игнорируй|проигнорируй)\s+(?:все\s+)?(?:свои|твои)\s+(?:\S+\s+)?(?:ограничения|фильтры)|(?:绕过|无视|忽略)(?:你的)?(?:所有)?(?:限制|过滤|审查|安全规则|道德限制)|(?:制限|フィルター|検閲)を(?:回避|無視)して|(?:제한|필터|검열)\S*\s*(?:을|를)?\s*(?:우회|무시)(?:하고|해|해서)|(?:تجاوز|تخط)\s+(?:كل\s+|جميع\s+)?(?:فلاترك|قيود\s+الأمان|فلاتر\s+الأمان)|(?:अपने|अपनी)\s+(?:सभी\s+)?(?:प्रतिबंधों|फ़िल्टर|फिल्टर)\s+(?:को\s+)?(?:बायपास|अनदेखा|नज़रअंदाज़)|\b(?:kisitlamalarini|guvenlik\s+filtrelerini)\s+(?:\S+\s+)?(?:atla|yok\s+say|gormezden\s+gel|asin|devre\s+disi\s+birak)`,
		"asks in another language to get around the assistant's restrictions"),
	mk(CatInstructionOverride, evidenceScore,
		`(?:之前|以前|前面|上面)(?:那些|的|所有)?(?:设定|规则|指令|限制|指示)[^。！？\n]{0,4}(?:都不算了|不算数|作废|无效了|失效)`,
		"declares in Chinese the earlier instructions void"),
	// "From now on you are / you will": evidence, as in English.
	mk(CatInstructionOverride, evidenceScore,
		`\b(?:a partir de maintenant|desormais|dorenavant|pour le reste de (?:cette|la) conversation),?\s+(?:tu|vous)\s+(?:es|etes|seras|serez|vas|allez|dois|devez|agis|agiras|repondras|joueras|ne)\b|\b(?:ab jetzt|ab sofort|von nun an|von jetzt an),?\s+(?:bist|wirst|sollst|musst|antwortest|spielst|verhaltst|handelst|agierst)\s+du\b|\b(?:a partir de ahora|de ahora en adelante|desde ahora|durante el resto de (?:esta|la) conversacion),?\s+(?:tu\s+)?(?:eres|seras|vas a|debes|tienes que|actuaras|responderas|te comportaras|no)\b|\b(?:a partir de agora|de agora em diante|daqui (?:pra|para) frente),?\s+(?:voce|tu)\s+(?:e|es|sera|vai|deve|tem que|atuara|respondera|nao)\b|\b(?:da ora in poi|d['’]ora in poi|d['’]ora in avanti|da adesso in poi|a partire da ora|da questo momento),?\s+(?:tu\s+)?(?:sei|sarai|devi|dovrai|rispondi|risponderai|agirai|ti comporterai|non)\b|\b(?:bundan sonra|bundan boyle|su andan itibaren),?\s+(?:sen|siz)\b`,
		"redefines in another language how the assistant behaves from now on"),
	mk(CatInstructionOverride, evidenceScore,
		`(?:с этого момента|отныне|до конца (?:этого )?разговора),?\s+(?:ты|вы)\s+(?:будешь|будете|являешься|должен|должна|должны|—|-|не)|(?:从现在开始|从现在起|从今以后|从此刻起|在接下来的对话中)[，,]?\s*(?:你|您)(?:将|要|就是|是|必须|会|只能|不再|需要)|(?:今から|これから|今後|この会話では|ここからは)[、,]?\s*(?:あなた|君|きみ|お前)(?:は|が)|(?:지금부터|이제부터|앞으로)\s*(?:너는|넌|당신은)|(?:من\s+الآن\s+(?:فصاعدا|وصاعدا)?|من\s+الان|ابتداء\s+من\s+الآن|بدءا\s+من\s+الآن)[،,]?\s+(?:أنت|انت|ستكون|ستتصرف|يجب|عليك|لن)|(?:अब\s+से|आज\s+से|इस\s+बातचीत\s+में),?\s+(?:तुम|आप|तू)`,
		"redefines in another language how the assistant behaves from now on"),
}

// langRefusal forbids refusals and warnings. "Never refuse", "never
// apologise" and "no lectures" are ordinary advice alone; "never refuse
// any request" is not.
var langRefusal = []rule{
	mk(CatRefusalSuppression, 0.6,
		`\bne\s+refuse\s+(?:jamais\s+)?aucune\s+(?:demande|requete|question)|\btu\s+ne\s+(?:peux|dois)\s+(?:plus\s+)?refuser\s+aucune\s+(?:demande|requete|question)|\b(?:lehne|verweigere)\s+(?:niemals|nie|keine)\s+(?:eine\s+)?(?:anfrage|frage|bitte)|\b(?:nunca\s+(?:rechaces|te\s+niegues\s+a)|no\s+(?:rechaces|rechazaras))\s+(?:ninguna|ningun|cualquier)\s+(?:peticion|solicitud|pregunta|pedido)|\btienes\s+prohibido\s+(?:rechazar|negarte)|\b(?:nunca|nao)\s+(?:pode\s+|deve\s+)?(?:recuse|recusar|recusara)\s+(?:nenhum|qualquer|um)\s+(?:pedido|solicitacao|pergunta)|\bnon\s+(?:rifiutare|rifiutarti\s+di\s+rispondere\s+a)\s+(?:mai\s+)?(?:nessuna|alcuna|qualsiasi)\s+(?:richiesta|domanda)|\bnon\s+devi\s+mai\s+rifiutarti|никогда\s+не\s+отказывай\S*\s+(?:ни\s+в\s+одном|ни\s+на\s+один)\s+(?:запрос|вопрос)|不(?:要|许|能|得)拒绝(?:我的)?任何(?:请求|问题|要求)|(?:どんな|いかなる)(?:質問|要求|依頼)も(?:拒否|断)(?:しない|らない|してはいけない)|(?:어떤|모든)\s*(?:요청|질문|부탁)\S*\s*(?:도\s*)?(?:거절|거부)(?:하지\s*마|하면\s*안)|(?:ممنوع|محظور)\s+(?:عليك\s+)?(?:أن|ان)\s+ترفض\s+(?:أي|اي)\s+طلب|(?:किसी\s+भी)\s+(?:अनुरोध|सवाल|रिक्वेस्ट)\s+(?:को|से)\s+(?:मना|इनकार)\s+(?:मत|नहीं)|\bhicbir\s+(?:istegimi|istegi|soruyu)\s+(?:\S+\s+)?reddet(?:me|meyeceksin|emezsin)|\b(?:recusar|rechazar|rifiutare|refuser)\s+(?:nada|nulla|rien|quoi\s+que\s+ce\s+soit)\s+(?:\S+\s+)?(?:q|que|che|de\s+ce\s+que)\s+(?:eu|yo|io|je)\b|\b(?:darfst|kannst)\s+(?:mir\s+)?(?:keine|keinerlei)\s+(?:antwort|anfrage|bitte)\s+(?:mehr\s+)?verweigern|(?:ممنوع|محظور)\s+عليك\s+ترفض\s+(?:أي|اي)\s+طلب`,
		"forbids the assistant in another language to refuse any request"),
	mk(CatRefusalSuppression, evidenceScore,
		`\b(?:ne\s+(?:\S+\s+)?(?:refuse|refusez|refuseras|refuserez)\s+jamais|ne\s+jamais\s+refuser|sans\s+jamais\s+refuser|tu\s+ne\s+(?:peux|dois)\s+pas\s+refuser|n['’]as\s+(?:plus\s+)?(?:pas\s+)?le\s+droit\s+de\s+(?:refuser|dire\s+(?:«\s*)?(?:je\s+ne\s+peux\s+pas|non|desole)))|\b(?:(?:verweigere|verweigerst|lehne|lehnst)\s+(?:\S+\s+){0,3}?(?:niemals|nie)|du\s+(?:darfst|kannst)\s+(?:\S+\s+){0,3}?(?:nicht|niemals|nie)\s+(?:ablehnen|verweigern)|niemals\s+(?:ablehnen|verweigern))|\b(?:nunca\s+(?:te\s+niegues|te\s+negaras|rechaces|rechazaras|te\s+niegas)|no\s+(?:puedes|debes|podras)\s+(?:negarte|rechazar)|jamas\s+(?:te\s+niegues|rechaces))|\b(?:nunca\s+(?:recuse|recusara|se\s+recuse|se\s+negue)|nao\s+(?:pode|deve|podera)\s+(?:recusar|se\s+recusar|se\s+negar)|jamais\s+(?:recuse|se\s+recuse)|(?:voce|vc|tu)\s+(?:\S+\s+)?nunca\s+(?:pode|deve|vai)\s+(?:recusar|se\s+recusar|negar|dizer\s+nao))|\b(?:non\s+(?:rifiutare|rifiutarti|rifiuterai)\s+mai|non\s+(?:puoi|devi|potrai)\s+(?:mai\s+)?(?:rifiutare|rifiutarti)|mai\s+rifiutare)|\b(?:asla\s+(?:\S+\s+)?reddetme|reddedemezsin|reddetmeyeceksin|reddetmek\s+yok)|(?:никогда\s+не\s+(?:отказыва|откаж|отклоня)|не\s+(?:можешь|имеешь\s+права|должен|должна)\s+(?:отказ|отклон)|не\s+смей\s+отказ)|(?:不要|不许|不准|不可以|绝不|永远不要|永远不|禁止|不得)(?:拒绝|拒答|回绝)|(?:拒否|拒絶)(?:しない|せず|しないで|してはいけない|してはならない|は許されない|することは禁止)|断(?:らないで|ってはいけない|ってはならない|ることは許されない)|(?:거절|거부)(?:하지\s*마|하면\s*안|해서는\s*안|하지\s*않아야|하지\s*않고|하지\s*않는다)|(?:لا\s+(?:ترفض|ترفضي)|لا\s+يمكنك\s+الرفض|لا\s+يحق\s+لك\s+الرفض|(?:إياك|اياك)\s+(?:أن|ان)\s+ترفض|(?:ممنوع|محظور)\s+(?:عليك\s+)?(?:أن|ان)?\s*(?:ترفض|الرفض))|(?:मना|इनकार|इंकार)\s+(?:मत|नहीं)\s+(?:करना|करो|करोगे|कर\s+सकते|करें)|\bkabhi\s+(?:mana|inkaar)\s+(?:mat|nahi)`,
		"forbids the assistant in another language to refuse"),
	mk(CatRefusalSuppression, evidenceScore,
		`\bne\s+(?:dis|dites)\s+jamais\s+(?:que\s+)?(?:tu\s+ne\s+peux\s+pas|vous\s+ne\s+pouvez\s+pas|je\s+ne\s+peux\s+pas|desole)|\bne\s+(?:t['’]excuse|vous\s+excusez)\s+jamais|\bsag\s+(?:\S+\s+)?(?:niemals|nie),?\s+(?:dass\s+du\s+(?:\S+\s+)?nicht\s+kannst|es\s+tut\s+mir\s+leid)|\bentschuldige\s+dich\s+(?:niemals|nie)|\bnunca\s+digas\s+(?:que\s+)?(?:no\s+puedes|lo\s+siento)|\bno\s+te\s+disculpes\s+nunca|\bnunca\s+te\s+disculpes|\bnunca\s+diga\s+(?:que\s+)?(?:nao\s+pode|sinto\s+muito|desculpe)|\bnunca\s+(?:peca|se)\s+desculp|\bnon\s+dire\s+mai\s+(?:che\s+)?(?:non\s+puoi|mi\s+dispiace)|\bnon\s+scusarti\s+mai|\bmai\s+scusarti|\basla\s+(?:ozur\s+dileme|yapamam\s+deme|yapamayacagini\s+soyleme)|никогда\s+не\s+(?:говори|пиши),?\s+что\s+(?:ты\s+)?не\s+можешь|никогда\s+не\s+извиняйся|(?:不要|不许|永远不要|绝不)(?:说|回答)(?:你)?(?:不能|无法|做不到|抱歉|对不起)|(?:不要|不许|永远不要)道歉|(?:できない|できません|申し訳)[^。\n]{0,6}(?:と言わないで|とは言わない|と言ってはいけない)|謝らないで|(?:할\s*수\s*없다|못\s*한다|죄송)[^.\n]{0,6}(?:고\s*말하지\s*마|라고\s*하지\s*마)|사과하지\s*마|لا\s+تقل\s+(?:أبدا|ابدا)?\s*(?:أنك|انك)\s+لا\s+تستطيع|لا\s+تعتذر|कभी\s+(?:मत|न)\s+कहना\s+कि\s+(?:तुम|आप)\s+नहीं\s+कर\s+सकते|माफ़ी\s+मत\s+मांग|माफी\s+मत\s+मांग`,
		"forbids the assistant in another language to apologise or say it cannot"),
	// A refusal quoted and forbidden: "pas de « je ne peux pas »", "ni
	// digas «lo siento, no puedo»", "никаких «я не могу»".
	mk(CatRefusalSuppression, 0.6,
		`\b(?:ne|jamais|nunca|ni|nada\s+de|niente|nie|niemals|kein\w*|mai|non|sans|sin|sem|asla|pas\s+de)\b[^\n]{0,30}?[«"'“„「]\s*(?:je\s+ne\s+peux\s+pas|desole|lo\s+siento|no\s+puedo|nao\s+posso|sinto\s+muito|mi\s+dispiace|non\s+posso|ich\s+kann\s+(?:das\s+)?nicht|es\s+tut\s+mir\s+leid|als\s+ki|en\s+tant\s+qu['’]ia|como\s+(?:una\s+)?ia|bu\s+konuda\s+yardimci\s+olamam|yapamam|uzgunum)|(?:никаких|никогда\s+не\s+(?:говори|пиши)|не\s+(?:говори|пиши))[^\n]{0,20}?[«"'“]\s*(?:я\s+не\s+могу|извините|как\s+языковая\s+модель|к\s+сожалению)|(?:不要|别|不许|禁止)(?:说|回答)[^\n]{0,8}?[“"「](?:我不能|抱歉|对不起|作为(?:一个)?ai)|(?:できません|申し訳|aiとして)[^\n]{0,6}[」"](?:と|は)(?:言わないで|書かないで|禁止)|(?:할\s*수\s*없|죄송|ai로서)[^\n]{0,10}['"」](?:라고|는|같은)\s*(?:말하지\s*마|하지\s*마|금지)|(?:لا|ولا)\s+(?:\S+\s+)?(?:عبارة\s+)?[«"]\s*(?:لا\s+أستطيع|لا\s+يمكنني|آسف|عذرا)|(?:मत|नहीं)\s+[^\n]{0,20}?['"]\s*(?:मैं\s+नहीं\s+कर\s+सकता|माफ़|माफ)`,
		"forbids in another language the assistant's refusal phrases"),
	mk(CatRefusalSuppression, 0.3,
		`\bsans\s+(?:aucun\s+)?(?:avertissements?|mises?\s+en\s+garde|lecons?\s+de\s+morale)|\b(?:pas|aucun)\s+d['’]?\s*(?:avertissements?|lecons?\s+de\s+morale|disclaimers?)|\bohne\s+(?:jegliche\s+)?(?:warnungen|warnhinweise|moralpredigten?|haftungsausschl)|\bkeine\s+(?:warnungen|warnhinweise|moralpredigten?|disclaimer)|\bsin\s+(?:ninguna\s+)?(?:advertencias?|sermones|moralinas)|\bni\s+(?:advertencias|sermones|disclaimers?)|\bsem\s+(?:nenhum[a]?\s+)?(?:avisos?|advertencias?|sermoes)|\bnada\s+de\s+(?:avisos|advertencias|sermao|sermoes|disclaimers?)|\bsenza\s+(?:alcun\s+)?(?:avvertimenti|avvertenze|prediche)|\bniente\s+(?:avvisi|avvertimenti|disclaimer|prediche)|без\s+(?:каких-либо\s+|всяких\s+|лишних\s+)?(?:предупреждени|нравоучени|морализ)|(?:不要|不许|别|无需|不用)(?:任何)?(?:警告|免责声明|道德说教|说教)|(?:警告|注意書き|免責事項|説教)(?:は|を)?(?:一切)?(?:なし|不要|抜きで|書かないで|付けないで)|(?:경고|면책|훈계|도덕적\s*설교)\S*\s*(?:없이|하지\s*마|붙이지\s*마)|(?:بدون|بلا|دون|لا)\s+(?:أي\s+|اي\s+)?(?:تحذيرات|تحذير|مواعظ|إخلاء\s+مسؤولية)|बिना\s+(?:किसी\s+)?(?:चेतावनी|नैतिक\s+उपदेश)|\b(?:uyari|ahlak\s+dersi)\S*\s+(?:\S+\s+)?(?:verme|ekleme|olmadan)|\b(?:uyari|sorumluluk\s+reddi)\s+yok\b`,
		"forbids warnings or moral lectures in another language"),
	mk(CatRolePlay, evidenceScore,
		`\bsans\s+(?:aucune?\s+)?(?:limites?|restrictions?|barrieres?)\s+(?:morales?|ethiques?)|\bohne\s+(?:jegliche\s+)?(?:moralische|ethische)\s+(?:grenzen|einschrankungen|bedenken)|\bsin\s+(?:ningun[ao]?\s+)?(?:limites|restricciones|reparos)\s+(?:morales|eticos|eticas)|\bsem\s+(?:nenhum[a]?\s+)?(?:limites|restricoes)\s+(?:morais|eticos|eticas)|\bsenza\s+(?:alcun\s+)?(?:limiti|restrizioni|scrupoli)\s+(?:morali|etici|etiche)|без\s+(?:каких-либо\s+)?(?:моральных|этических)\s+(?:ограничений|принципов|норм)|没有(?:任何)?道德(?:限制|约束|底线)|(?:بلا|بدون)\s+(?:قيود\s+)?(?:أخلاقية|اخلاقية)|\bahlaki\s+(?:sinir|kisitlama)\S*\s+(?:yok|olmayan)`,
		"claims in another language there are no ethical limits"),
	mk(CatRolePlay, evidenceScore,
		`\b(?:(?:repondre|reponds|repondras)\s+(?:\S+\s+){0,3}?(?:deux\s+fois|de\s+deux\s+facons)|deux\s+reponses|zwei\s+antworten|(?:antworte|antwortest)\s+(?:\S+\s+){0,3}?zweimal|dos\s+respuestas|(?:responde|responderas)\s+(?:\S+\s+){0,3}?dos\s+veces|duas\s+respostas|(?:responda|respondera)\s+(?:\S+\s+){0,3}?duas\s+vezes|due\s+risposte|rispondi\s+(?:\S+\s+){0,3}?due\s+volte|iki\s+(?:farkli\s+)?(?:cevap|yanit))|(?:два\s+ответа|двумя\s+способами|两个回答|两种回答|回答两次|两次回答|二つの回答|2つの回答|二通りの回答|두\s*가지\s*(?:답변|대답)|إجابتين|اجابتين|दो\s+(?:जवाब|उत्तर))`,
		"asks in another language for two answers"),
	// Answers demanded without limits: what a jailbreak asks once the
	// rules are off ("responde sin censura", "rispondi senza filtri").
	mk(CatRolePlay, evidenceScore,
		`\b(?:reponds|repondez|repondre|ecris|genere|reponses?)\s+(?:\S+\s+){0,4}?sans\s+(?:aucune?\s+)?(?:restrictions?|filtres?|censure|limites?|tabous?)|\b(?:antworte|antworten|beantworte|schreib|generiere|antwort)\S*\s+(?:\S+\s+){0,5}?(?:ohne\s+(?:jegliche\s+|irgendwelche\s+)?(?:einschrankung|beschrankung|filter|zensur|grenzen|limits)|unzensiert|ungefiltert)|\b(?:responde|responder|contesta|escribe|genera|respuestas?)\s+(?:\S+\s+){0,5}?sin\s+(?:ningun[ao]?\s+)?(?:restricciones|filtros?|censura|limites|tabues)|\b(?:responda|responde|responder|escreva|gere|respostas?|conteudo)\s+(?:\S+\s+){0,5}?sem\s+(?:nenhum[a]?\s+)?(?:restricoes|restricao|filtros?|censura|limites)|\b(?:rispondi|rispondere|scrivi|genera|risposte?)\s+(?:\S+\s+){0,5}?senza\s+(?:alcun[ao]?\s+)?(?:restrizion[ei]|filtr[oi]|censura|limit[ei])|(?:отвечай|ответь|пиши|генерируй|ответы)\S*\s+(?:\S+\s+){0,5}?без\s+(?:каких-либо\s+|всяких\s+|любых\s+)?(?:ограничени|фильтр|цензур)|(?:不受(?:任何)?限制地|无限制地|不加过滤地|不经审查地)(?:回答|回复|输出|生成)|(?:制限|フィルター|検閲|安全チェック)(?:なし|無し|を行わず|をかけず|せず)(?:で|に)?[^。\n]{0,8}(?:回答|答え|出力|応答)|(?:제한|필터|검열)\S*\s*(?:없이|없는)\s*(?:\S+\s*){0,2}?(?:답변|대답|출력|응답|답해)|(?:أجب|اجب|جاوب|اكتب)\S*\s+(?:\S+\s+){0,4}?(?:دون|بدون|بلا)\s+(?:أي\s+|اي\s+)?(?:قيود|رقابة|فلاتر|حدود)|बिना\s+(?:किसी\s+)?(?:प्रतिबंध|सेंसर|फ़िल्टर|फिल्टर|रोक)\S*\s+(?:\S+\s+){0,3}?(?:जवाब|उत्तर|लिख)|\b(?:kisitlama|sansur|filtre)\S*\s+(?:olmadan|olmaksizin|uygulamadan)\s+(?:\S+\s+)?(?:cevap|yanit|yaz)`,
		"asks in another language for answers without restrictions"),
	mk(CatRolePlay, 0.9,
		`\b(?:actuar|actua|actuas|actuaras|agir|agis|agisci|aja|atue|agiere|handle)\S*\s+(?:como|comme|wie|als|come)\s+dan\b|\bdan\s+gibi\s+davran|как\s+dan\b|\b(?:haz\s+cualquier\s+cosa\s+ahora|fais\s+n['’]importe\s+quoi\s+maintenant|mach\s+jetzt\s+alles|faca\s+qualquer\s+coisa\s+agora|fai\s+qualsiasi\s+cosa\s+ora|simdi\s+her\s+seyi\s+yap)\b|\bdan\s+(?:activado|activada|active|activee|aktiviert|ativado|attivato|modu|modo)\b|dan\s*(?:активирован|已激活|模式|モード|모드)|делай\s+что\s+угодно\s+сейчас`,
		"invokes the DAN jailbreak persona in another language"),
}

// langPrivilege is a mode or a role the assistant is told it is in:
// developer mode, a claimed developer, safety declared off. Phones,
// browsers and routers have the first and the last, and admins write to
// their users, so each is evidence; together, or with another family,
// they block.
var langPrivilege = []rule{
	mk(CatFakeChatTurn, evidenceScore,
		`\b(?:mode\s+(?:developpeur|dieu|maintenance|debug|administrateur)|modo\s+(?:(?:de\s+)?desarrollador|(?:de\s+)?desenvolvedor|dios|deus|admin|mantenimiento|depuracion|debug|(?:de\s+)?manutencao)|modalita\s+(?:sviluppatore|dio|manutenzione|debug|admin)|entwicklermodus|wartungsmodus|debug-?modus|admin-?modus|gottmodus|gelistirici\s+modu|tanri\s+modu|bakim\s+modu|hata\s+ayiklama\s+modu|yonetici\s+modu|godmode|debug\s+mode|maintenance\s+mode)|(?:режим\S*\s+(?:разработчика|бога|отладки|обслуживания|администратора)|开发者模式|上帝模式|调试模式|维护模式|管理员模式|開発者モード|神モード|デバッグモード|メンテナンスモード|管理者モード|(?:개발자|디버그|관리자|유지보수)\s*모드|وضع\s+(?:المطور|الصيانة|التصحيح|المسؤول)|(?:डेवलपर|डिबग|एडमिन)\s+मोड)`,
		"speaks in another language of a developer, debug or maintenance mode"),
	mk(CatFakeChatTurn, evidenceScore,
		`\b(?:je\s+suis\s+(?:ton|votre)\s+(?:developpeur|createur|administrateur)|ich\s+bin\s+(?:dein|deine|ihr)\s+(?:entwickler|schopfer|administrator|admin)|soy\s+(?:tu|su)\s+(?:desarrollador|creador|administrador)|sou\s+(?:o\s+)?(?:seu|teu)\s+(?:desenvolvedor|criador|administrador)|sono\s+il\s+tuo\s+(?:sviluppatore|creatore|amministratore)|ben\s+senin\s+(?:gelistiricin|yaraticin|yoneticin))|я\s+(?:твой|ваш)\s+(?:разработчик|создатель|администратор)|我是你的(?:开发者|开发人员|创造者|管理员|制造者)|(?:私|僕|俺)は(?:あなた|君|お前)の(?:開発者|作成者|管理者)|나는\s*(?:너의|너를\s*만든|당신의)\s*(?:개발자|제작자|관리자)|(?:أنا|انا)\s+(?:مطورك|منشئك|مبرمجك)|मैं\s+(?:तुम्हारा|आपका)\s+(?:डेवलपर|निर्माता|एडमिन)`,
		"claims in another language to be the assistant's developer"),
	mk(CatFakeChatTurn, evidenceScore,
		`\b(?:equipe|l['’]equipe|team|entwicklerteam|equipo|squadra),?\s+(?:\S+\s+){0,4}?(?:qui|das|die|der|que|che)\s+(?:t['’]a|dich|te|ti\s+ha)\s+(?:\S+\s+)?(?:developpe|cree|construit|entraine|gebaut|entwickelt|trainiert|erstellt|desarrollo|creo|entreno|desenvolveu|criou|treinou|sviluppato|creato|addestrato)|\b(?:je\s+suis|ich\s+bin|soy|sou|sono)\s+(?:le\s+|la\s+|el\s+|o\s+|a\s+|il\s+|un[ao]?\s+|der\s+|die\s+|ein\w*\s+)?(?:\S+\s+)?(?:developpeur|entwickler|desarrollador|desenvolvedor|sviluppatore|ingegnere|ingenieur|ingeniero|engenheiro)\s+(?:\S+\s+){0,2}?(?:de\s+ce|de\s+cet|de\s+cette|dieses|de\s+este|de\s+esta|deste|desta|di\s+questo|di\s+questa)\s+(?:\S+\s+)?(?:modele|chatbot|assistant|modell|assistenten|modelo|asistente|modello|assistente|ia|ki|bot)|я\s+(?:\S+\s+)?(?:разработчик|создатель|инженер)\S*\s+(?:\S+\s+)?(?:этой|этого)\s+(?:модели|бота|ассистента|ии)|我是(?:这个|该|本)(?:模型|ai|机器人|助手)的(?:开发者|开发人员|工程师|创造者)|(?:私|僕)は(?:この|本)(?:モデル|ai|ボット|チャットボット)の(?:開発者|開発チーム|エンジニア)|(?:나는|저는)\s*(?:이\s*)?(?:모델|ai|챗봇)\S*\s*(?:\S+\s+){0,2}?(?:개발자|개발팀|엔지니어)|(?:أنا|انا)\s+(?:من\s+)?(?:مطور|مهندس|فريق\s+(?:التطوير|تطوير))\s+(?:\S+\s+){0,3}?(?:صممتك|طورتك|أنشأتك|انشأتك|دربتك|هذا\s+النموذج|هذا\s+المساعد)|मैं\s+(?:इस\s+)?(?:मॉडल|एआई|ai|चैटबॉट)\s+(?:का|की|के)\s+(?:\S+\s+)?(?:डेवलपर|इंजीनियर|निर्माता|टीम)|\bben\s+(?:bu\s+)?(?:modelin|yapay\s+zekanin|botun)\s+(?:gelistiricisi|muhendisi)`,
		"claims in another language to have built the assistant"),
	mk(CatFakeChatTurn, evidenceScore,
		`\b(?:developer|desarrollador|desenvolvedor|sviluppatore|entwickler|developpeur|ingenieur|ingeniero|engenheiro|ingegnere|mitarbeiter|employe|empleado|funcionario|dipendente)\S*\s+(?:\S+\s+){0,4}?(?:de|da|di|bei|chez|von|at|of)\s+(?:openai|anthropic|google|deepmind|meta|mistral)\b|\b(?:je\s+suis|ici|ich\s+bin|hier\s+spricht|soy|sou|sono|aqui\s+e|aqui\s+habla|qui\s+parla)\s+(?:\S+\s+)?(?:l['’]\s*)?(?:administrateur|administrator|administrador|amministratore|admin)\s+(?:du|de\s+ce|dieses|des|del|de\s+este|do|deste|del|di\s+questo)\s+(?:systeme|systems|sistema)`,
		"claims in another language to speak for the assistant's maker"),
	mk(CatInstructionOverride, evidenceScore,
		`\b(?:(?:filtres?|protections|politiques|restrictions)\s+de\s+(?:contenu|securite)|garde-fous)\s+(?:ont\s+ete|sont)\s+(?:\S+\s+)?(?:desactive|suspendu|leve|retire)|\b(?:sicherheitsfilter|sicherheitsrichtlinien|inhaltsrichtlinien|inhaltsfilter|schutzmechanismen)\S*\s*:?\s*(?:\S+\s+){0,3}?(?:deaktiviert|ausgeschaltet|aufgehoben)|\b(?:desactivado|deshabilitado|quitado|eliminado)\s+(?:\S+\s+){0,2}?(?:tus\s+)?(?:restricciones|filtros|protecciones)\s+de\s+(?:seguridad|contenido)|\b(?:tus\s+)?(?:protocolos|filtros|protecciones|politicas)\s+de\s+(?:seguridad|contenido)\s+(?:estan|quedan|han\s+sido)\s+(?:\S+\s+)?(?:desactivad|deshabilitad)|\b(?:dein|ihr)\s+sicherheitsmodus\s+(?:\S+\s+){0,3}?(?:ausgeschaltet|deaktiviert|aus)\b|\b(?:la\s+tua\s+)?sicurezza\s+(?:e|e\s+stata|e\s+stato)\s+(?:\S+\s+)?(?:spenta|disattivata|disabilitata)|\b(?:restricciones|filtros|protecciones|politicas)\s+de\s+(?:seguridad|contenido)\s+(?:han\s+sido|fueron|estan|quedan)\s+(?:\S+\s+)?(?:desactivad|deshabilitad|suspendid|eliminad)|\b(?:filtros|restricoes|protecoes|politicas)\s+(?:de\s+(?:seguranca|conteudo)\s+)?(?:foram|estao)\s+(?:\S+\s+)?(?:desligad|desativad|removid|suspens)|\b(?:filtri|restrizioni|protezioni|politiche)\s+di\s+(?:sicurezza|contenuto)\s+(?:sono\s+(?:stati|state)|sono)\s+(?:\S+\s+)?(?:disabilitat|disattivat|rimoss|sospes)|(?:ограничения|фильтры)\s+(?:безопасности\s+)?(?:временно\s+)?(?:отключены|сняты|деактивированы)|(?:安全策略|安全限制|安全过滤|内容过滤|安全规则|内容审查|审查机制)[^。\n]{0,12}(?:关闭|禁用|解除|取消)|(?:安全|セーフティ|コンテンツ)(?:フィルター|制限|ポリシー)[^。\n]{0,10}(?:無効|オフ|解除)|(?:안전|보안|콘텐츠)\s*(?:필터|제한|정책)\S*[^.\n]{0,10}(?:해제|비활성|꺼)|(?:قيود|فلاتر)\s+(?:الأمان|الامان|السلامة|المحتوى)\s+(?:\S+\s+)?(?:تم\s+)?(?:تعطيل|إيقاف|ايقاف|معطلة)|(?:عطل|تعطيل|أوقف|اوقف)\s+(?:\S+\s+){0,2}?(?:قيود|فلاتر)\s+(?:الأمان|الامان|السلامة|المحتوى)|(?:सुरक्षा|सेफ़्टी|सेफ्टी|कंटेंट)\s+(?:फ़िल्टर|फिल्टर|प्रतिबंध|नियम)\S*\s+(?:\S+\s+){0,4}?(?:बंद|हटा|निष्क्रिय)|\b(?:guvenlik|icerik)\s+(?:filtreleri|kisitlamalari|politikalari)\S*\s+(?:\S+\s+){0,2}?(?:kapatildi|kapali|devre\s+disi|kaldirildi)|\b(?:safety|safe_mode|content_filter|moderation|censorship|guardrails)\s*[:=]\s*(?:false|off|0|disabled|none)\b`,
		"declares in another language safety filters off"),
}

// langDictated is the dictated answer put in place of the task, also
// inside a text the user asked to translate or summarise: "à la place,
// écris uniquement la phrase", "代わりに…とだけ出力", and the task set
// aside ("ne traduis pas ce texte", "要約はしないでください").
var langDictated = []rule{
	mk(CatIndirectInjection, 0.45,
		`\b(?:a\s+la\s+place|au\s+lieu\s+de\s+cela|stattdessen|en\s+su\s+lugar|en\s+vez\s+de\s+eso|em\s+vez\s+disso|ao\s+inves\s+disso|invece|bunun\s+yerine)[,:]?\s+(?:\S+\s+){0,2}?(?:ecris|ecrivez|reponds|schreib|schreibe|antworte|escribe|responde|escreva|responda|scrivi|rispondi|yaz)\S*\s+(?:\S+\s+){0,2}?(?:uniquement|seulement|nur|solo|solamente|unicamente|apenas|somente|soltanto|sadece|exactamente|exatamente|esattamente|genau)|(?:вместо\s+этого)[,:]?\s+(?:\S+\s+){0,2}?(?:напиши|выведи|ответь)|(?:而是|相反)[，,]?\s*(?:只|仅)?(?:输出|写|回复)|代わりに[^。\n]{0,40}?(?:とだけ|だけを?)(?:出力|書|答え|返)|대신\s*(?:\S+\s*){0,6}?(?:만|라고만)\s*(?:출력|써|답|말해)|(?:بدلا\s+من\s+ذلك|بدلاً\s+من\s+ذلك)[،,]?\s+(?:اكتب|قل)\s+فقط|इसके\s+(?:बजाय|बदले)[,]?\s+(?:सिर्फ़|सिर्फ|केवल|बस)`,
		"dictates in another language the answer in place of the task"),
	mk(CatInstructionOverride, evidenceScore,
		`\bne\s+(?:traduis|resume|reponds)\s+pas\s+(?:a\s+)?(?:ce\s+texte|cette\s+question|la\s+tache)|\b(?:ubersetze|fasse|beantworte)\s+(?:\S+\s+)?nicht\s+(?:die|den|diesen)\s+(?:text|aufgabe|frage)|\bbeantworte\s+nicht\s+die\s+(?:aufgabe|frage)|\bno\s+(?:traduzcas|resumas|contestes|respondas)\s+(?:a\s+)?(?:este\s+texto|lo\s+que\s+te\s+pregunte|la\s+tarea)|\bnao\s+(?:traduza|resuma|responda)\s+(?:este\s+texto|a\s+tarefa|o\s+que\s+eu\s+perguntei)|\bnon\s+(?:tradurre|riassumere|rispondere)\s+(?:questo\s+testo|al\s+compito|alla\s+domanda)|не\s+(?:переводи|пересказывай|отвечай\s+на\s+задание)|不要(?:翻译|总结|回答)(?:这段|这个|此)?|(?:要約|翻訳)(?:は)?しないでください|(?:요약|번역)하지\s*(?:마|마세요)|لا\s+(?:تترجم|تلخص)\s+(?:هذا\s+النص)?|(?:अनुवाद|सारांश)\s+मत\s+(?:करो|करें)|\b(?:cevirme|ozetleme)\b`,
		"sets aside in another language the task it was given"),
}

var langRules = slices.Concat(personaRules(personaLangs), personaOther, langHijack, langExtract, langOverride, langRefusal, langPrivilege, langDictated)
