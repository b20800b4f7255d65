// Command everyday writes the project's file of everyday benign messages,
// scripts/eval/data/injection_everyday_benign.jsonl, which the
// prompt-injection classifier trains on (its training part; package corpus
// holds a fifth of it out like every other file).
//
//	go run ./scripts/train/injection/everyday [-out scripts/eval/data/injection_everyday_benign.jsonl]
//
// The public benign data (maths questions, self-instruct tasks, MT-bench,
// wildguard prompts) has almost no short chat messages, while jailbreak
// templates open with "Hello ChatGPT" and friends; a classifier trained on
// it alone blocks "hello". This file fills the gap with the messages an app
// sees all day: greetings and thanks, acknowledgements, one-line requests
// to an assistant, customer-support messages, e-mail and calendar requests,
// notes and comments, short product reviews, code-review remarks, messages
// carrying names, e-mail addresses and phone numbers, and the same kinds in
// sixteen other languages, with everyday questions and requests in the
// languages of the multilingual attack sources, and everyday Korean and
// Javanese messages (lang/*.txt).
//
// Fixed phrases are written as they are; templates are filled from slot
// lists by a seeded generator, so the output is the same on every run.
// Exact duplicates are dropped.
package main

import (
	"bufio"
	"embed"
	"encoding/json"
	"flag"
	"io/fs"
	"log"
	"math/rand/v2"
	"os"
	"strings"

	"bulwark/scripts/train/injection/corpus"
)

// fixed are messages used verbatim.
var fixed = []string{
	// Greetings and small talk.
	"hello", "Hello", "hello!", "Hello there", "hi", "Hi!", "hi there", "hey", "Hey!", "hey there :)",
	"hiya", "yo", "good morning", "Good morning!", "good afternoon", "Good evening", "morning all",
	"hi team", "Hello everyone", "hey, how are you?", "How's it going?", "what's up", "hi, are you there?",
	"Hello, is anyone there?", "hello? anyone?", "Hi again", "hey, quick question", "howdy", "greetings",
	"Hi, I have a question", "hello, I need some help", "good night", "bye", "Bye for now!", "see you later",
	"talk soon", "cheers", "have a nice weekend", "Happy Friday!", "happy birthday!", "congrats!",
	"welcome aboard", "nice to meet you", "long time no see",
	// Thanks and acknowledgements.
	"thanks", "Thanks!", "thank you", "Thank you!", "thank you very much", "thanks a lot", "thx", "ty",
	"many thanks", "much appreciated", "thanks, that helps", "Thanks, that worked.", "perfect, thanks",
	"great, thank you!", "thanks for the quick reply", "Thanks for your help today.", "appreciate it",
	"ok", "OK", "okay", "ok thanks", "okay, got it", "k", "sure", "Sure thing", "sounds good", "Sounds great!",
	"got it", "noted", "will do", "done", "yes", "yes please", "no", "no thanks", "nope", "maybe later",
	"agreed", "fine by me", "makes sense", "right", "exactly", "cool", "nice", "awesome", "great", "perfect",
	"lol", "haha", "oops", "sorry", "my bad", "no worries", "no problem", "all good", "understood",
	"confirmed", "on it", "brb", "one sec", "just a moment", "never mind", "nvm", "good to know", "interesting",
	"I see", "hmm", "wow", "same here", "me too", "not sure", "I don't know", "let me check", "👍", "🙏 thanks",
	// Notes and comments.
	"nothing to report", "nothing new today", "all quiet here", "no updates",
	"note to self: buy milk", "reminder: dentist at 4", "todo: call the plumber", "remember to water the plants",
	"meeting moved to 3pm", "running late", "on my way", "be there in 5", "back at my desk", "out for lunch",
	"working from home today", "see notes below", "draft, do not share yet", "for reference only", "FYI",
	"see attached", "as discussed", "per our call", "ignore this, testing", "test", "test message", "testing 123",
	"asdf", "...", "?", "!",
	// Everyday "do not" instructions: CRM notes, e-mail footers, delivery
	// and care instructions, reminders. They are imperatives aimed at a
	// person, and an instruction-shaped classifier must not read them as
	// orders to a model.
	"do not call after 6pm", "do not call on weekends", "please don't call before 9am", "do not disturb",
	"client prefers e-mail, do not phone", "customer asked us not to call at work", "never call after 10pm",
	"do not contact after hours", "do not email the old address", "do not charge the card until delivery",
	"do not ship to PO boxes", "do not cancel the order, customer will pay on Friday",
	"This mailbox is not monitored. Do not reply to this message.", "This is an automated message, please do not reply.",
	"Please don't reply to this email; write to support instead.", "do not forward this email",
	"internal only, do not distribute", "confidential: do not share outside the team", "do not share this link",
	"please do not include personal data in the ticket", "don't forget your umbrella", "don't forget to sign the form",
	"do not forget the meeting tomorrow at 10", "remember to bring your passport", "bring your ID and insurance card",
	"please do not park in front of the gate", "do not leave packages outside", "do not ring the bell, the baby is asleep",
	"fragile, do not drop", "do not bend", "do not microwave", "do not use bleach", "keep refrigerated, do not freeze",
	"do not open until Christmas", "don't wait for me", "don't worry about it", "please don't be late",
	"don't tell anyone about the surprise party", "do not schedule meetings on Friday afternoons",
	"do not eat or drink after midnight before the procedure", "don't skip the warm-up", "do not feed the animals",
	"do not water the cactus more than once a week", "don't book the 7am flight", "do not wake me before 8",
	// Code review and engineering chat.
	"LGTM", "lgtm, ship it", "nit: typo in the comment", "nit: trailing whitespace", "approved",
	"looks good to me", "small nit, otherwise fine", "can you rebase on main?", "please squash the commits",
	"CI is green", "the build is broken again", "flaky test, rerunning", "merged", "reverted",
	"needs a changelog entry", "let's discuss in standup", "done, PTAL", "ptal", "addressed the comments",
	"we can ignore this warning for now", "you can ignore the linter on this line",
	"please ignore the previous commit, it was a mistake",
}

// slots fill the {name} placeholders of templates.
var slots = map[string][]string{
	"name": {"Tom", "Maria", "Priya", "Ahmed", "Chen", "Sofia", "Lukas", "Aisha", "John", "Emma", "Kenji", "Olga",
		"Carlos", "Fatima", "Noah", "Mia", "the team", "my manager", "my landlord", "the client"},
	"email": {"jane.roe@example.com", "ann@example.com", "bob.smith@example.org", "support@example.net",
		"m.garcia@example.com", "info@shop.example", "hr@company.example", "kenji.t@example.jp",
		"priya_k@example.in", "finance@example.co.uk"},
	"phone": {"+1 555 0100", "(555) 123-4567", "+44 20 7946 0958", "+49 30 1234567", "555-0199",
		"+33 1 23 45 67 89", "0412 345 678", "+91 98765 43210"},
	"day":  {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "tomorrow", "next week", "today", "this afternoon"},
	"time": {"9am", "10:30", "noon", "2pm", "3pm", "4:15 pm", "17:00", "8 in the morning"},
	"topic": {"autumn leaves", "the ocean", "my cat", "coffee", "a rainy Monday", "friendship", "the city at night",
		"spring", "a lost sock", "mountains", "our team offsite", "learning to cook", "the moon", "trains"},
	"subject": {"photosynthesis", "how a heat pump works", "compound interest", "the French revolution",
		"how vaccines work", "what a mortgage is", "how DNS works", "the difference between TCP and UDP",
		"why the sky is blue", "how to brew tea", "inflation", "black holes", "recursion", "the offside rule"},
	"doc": {"this article", "the meeting notes", "this email", "the report", "this paragraph", "the attached PDF",
		"this thread", "the contract", "these reviews", "the chapter", "my notes", "this transcript"},
	"lang": {"Spanish", "French", "German", "Italian", "Japanese", "Portuguese", "Dutch", "Korean", "Chinese", "Polish"},
	"phrase": {"good morning", "where is the train station", "thank you for your help", "the meeting is cancelled",
		"see you next week", "I would like a coffee", "happy birthday", "how much does it cost"},
	"item": {"laptop", "headphones", "coffee maker", "running shoes", "phone case", "desk lamp", "backpack",
		"blender", "keyboard", "water bottle", "jacket", "monitor"},
	"order": {"#48213", "#10077", "12345", "A-99812", "#55501", "7734-22"},
	"city":  {"Paris", "Berlin", "Tokyo", "Lisbon", "Toronto", "Madrid", "Mumbai", "Seoul", "Oslo", "Austin"},
	"code": {"this function", "the handler", "this loop", "the retry logic", "this query", "the config parser",
		"this test", "the error path", "this variable", "the new endpoint"},
	"thing": {"the invoice", "the slides", "the contract", "the report", "the photos", "the agenda", "the receipt",
		"the quote", "the minutes", "the itinerary"},
}

// templates are filled several times each from slots.
var templates = []string{
	// Requests to an assistant.
	"Write a short poem about {topic}", "write a haiku about {topic}", "Write a limerick about {topic}.",
	"Write a short story about {topic} for kids.", "Give me a catchy title for a blog post about {topic}.",
	"Explain {subject}.", "Explain {subject} in simple terms", "Can you explain {subject} to a ten-year-old?",
	"explain {subject} like I'm five", "What is {subject}?", "Tell me about {subject}.",
	"Summarise {doc} in three bullet points.", "summarize {doc}", "Can you summarise {doc} for me?",
	"Give me a one-paragraph summary of {doc}.", "TL;DR of {doc}, please",
	"Translate '{phrase}' into {lang}.", "How do you say {phrase} in {lang}?", "translate to {lang}: {phrase}",
	"Draft an email to {name} about {thing}.", "Draft a reply to {name} saying I'll be late.",
	"Create a draft email to {name} without sending it.", "Write a polite email asking {name} for {thing}.",
	"Help me write a thank-you note to {name}.", "Rewrite {doc} to sound more formal.",
	"Make {doc} shorter.", "Fix the grammar in {doc}.", "Proofread {doc}, please.",
	"List five ideas for a weekend in {city}.", "Suggest a name for my new {item} shop.",
	"Give me a recipe for dinner tonight, something quick.", "Plan a three-day trip to {city}.",
	"What should I pack for {city} in winter?", "Recommend a good book about {subject}.",
	"Make a to-do list for moving house.", "Brainstorm gift ideas for {name}.",
	"Write a tweet announcing our new {item}.", "Write a product description for a {item}.",
	"What's the weather like in {city} {day}?", "What time is it in {city}?",
	"Convert 30 euros to dollars.", "How many days until Christmas?",
	// E-mail and calendar.
	"Please send {thing} to {email} {day}.", "Send {thing} to {email}", "mail me at {email}",
	"email me at {email}", "my email is {email}", "You can reach me at {email}.", "forward {thing} to {email}",
	"Reply to {name} that I'll be late.", "Schedule a meeting with {name} on {day} at {time}.",
	"Schedule a call with {name} {day} at {time}.", "Move my {time} meeting to {day}.",
	"Cancel my {time} call.", "Book a table for two at {time} {day}.", "Remind me to call {name} at {time}.",
	"Set a reminder for {day} at {time}: pay rent.", "Add lunch with {name} to my calendar for {day}.",
	"Is {name} free {day} at {time}?", "Invite {email} to the {day} meeting.",
	"Call me at {phone}.", "my number is {phone}", "Text me at {phone} when you arrive.",
	"Please call {name} back on {phone}.", "New phone number: {phone}", "Contact: {name}, {email}, {phone}",
	// Customer support.
	"My order {order} hasn't arrived yet.", "Where is my order {order}?", "Can I return the {item}?",
	"I was charged twice for order {order}.", "How do I reset my password?", "I can't log in to my account.",
	"How do I cancel my subscription?", "Can I change my delivery address to {city}?",
	"The app crashes when I open settings.", "My {item} arrived damaged, what should I do?",
	"I'd like a refund for order {order}.", "Do you ship to {city}?", "When will the {item} be back in stock?",
	"Is there a discount for students?", "How long does delivery to {city} take?",
	"The tracking number for {order} doesn't work.", "Please update my email to {email}.",
	"I never received the confirmation email.", "Can someone call me at {phone}?",
	// Reviews.
	"Great {item}, arrived on time.", "The {item} broke after a week.", "Five stars, would buy this {item} again.",
	"Not as described, returning the {item}.", "Good value for money.", "Love my new {item}!",
	"The {item} is fine but the battery life is poor.", "Terrible customer service, still waiting for a reply.",
	"Fast shipping, well packaged.", "Exactly what I needed.", "Meh. It does the job.",
	// Code review.
	"nit: rename {code} to something clearer", "Can you add a test for {code}?", "{code} could use a comment",
	"Why not return early in {code}?", "I think {code} leaks a goroutine.", "Please handle the error in {code}.",
	"{code} looks good, just one nit", "Could {code} be simplified?", "Let's move {code} to its own file.",
	"Does {code} need a lock?", "This breaks on empty input.", "Consider using a map here.",
}

// multilingual are everyday messages in other languages, used verbatim.
var multilingual = []string{
	// French.
	"bonjour", "Bonjour à tous !", "merci", "Merci beaucoup !", "d'accord", "à demain", "Salut, ça va ?",
	"Peux-tu résumer cet article en trois points ?", "Envoie la facture à jane.roe@example.com aujourd'hui.",
	"Écris un petit poème sur l'automne.", "Ma commande n'est toujours pas arrivée.", "Rappelle-moi d'appeler Marie à 15h.",
	// German.
	"hallo", "Guten Morgen!", "danke", "Danke schön!", "alles klar", "bis morgen", "Wie geht's?",
	"Kannst du diesen Text zusammenfassen?", "Schreib eine kurze E-Mail an meinen Vermieter.",
	"Meine Bestellung ist noch nicht angekommen.", "Termin am Freitag um 10 Uhr mit Herrn Müller.",
	// Spanish.
	"hola", "¡Buenos días!", "gracias", "¡Muchas gracias!", "vale", "hasta luego", "¿Qué tal?",
	"Resume este artículo, por favor.", "Escribe un correo a ana@example.com sobre la reunión.",
	"Mi pedido no ha llegado todavía.", "Traduce esto al inglés, por favor.",
	// Italian.
	"ciao", "Buongiorno!", "grazie", "Grazie mille!", "va bene", "a domani", "Come stai?",
	"Puoi riassumere questo documento?", "Scrivi una breve poesia sul mare.", "Il mio ordine non è ancora arrivato.",
	// Portuguese.
	"olá", "Bom dia!", "obrigado", "Muito obrigada!", "tudo bem?", "até amanhã",
	"Pode resumir este texto?", "Meu pedido ainda não chegou.", "Escreva um e-mail para o meu chefe.",
	// Dutch, Swedish, Polish, Turkish.
	"hoi", "Goedemorgen!", "dank je wel", "tot morgen", "Kun je dit samenvatten?",
	"hej", "God morgon!", "tack så mycket", "vi ses imorgon",
	"cześć", "Dzień dobry!", "dziękuję", "Moje zamówienie jeszcze nie dotarło.",
	"merhaba", "Günaydın!", "teşekkürler", "Siparişim henüz gelmedi.",
	// Russian, Greek, Hebrew, Arabic, Hindi.
	"привет", "Доброе утро!", "спасибо", "Спасибо большое!", "хорошо", "до завтра",
	"Можешь кратко пересказать эту статью?", "Мой заказ ещё не пришёл.",
	"γεια σου", "Καλημέρα!", "ευχαριστώ", "τα λέμε αύριο",
	"שלום", "בוקר טוב!", "תודה רבה", "נתראה מחר",
	"مرحبا", "صباح الخير", "شكرا", "شكرا جزيلا!", "أين طلبي؟", "هل يمكنك تلخيص هذا المقال؟",
	"नमस्ते", "सुप्रभात", "धन्यवाद", "बहुत धन्यवाद!", "मेरा ऑर्डर अभी तक नहीं आया।",
	// Chinese, Japanese, Korean, Vietnamese.
	"你好", "早上好！", "谢谢", "谢谢你的帮助", "好的", "明天见", "请帮我总结这篇文章。", "我的订单还没到。",
	"请把发票发到 jane.roe@example.com。", "写一首关于秋天的短诗。",
	"こんにちは", "おはようございます！", "ありがとう", "ありがとうございます", "了解です", "また明日",
	"この記事を要約してください。", "注文した商品がまだ届きません。",
	"안녕하세요", "좋은 아침이에요!", "감사합니다", "고마워요", "내일 봐요", "이 글을 요약해 주세요.",
	"xin chào", "cảm ơn bạn", "Chào buổi sáng!", "Bạn có thể tóm tắt bài này không?",
	// Everyday questions and requests ("tell me…", "recommend…", "how do
	// I…") in the languages of the multilingual attack sources, whose
	// red-team requests share that form: without them, the form and the
	// script alone read as an attack.
	"京都で紅葉がきれいな場所を教えてください。", "おいしいカレーの作り方を教えてください。", "週末におすすめの映画はありますか？",
	"パソコンの動作が遅いとき、どうすればいいですか？", "英語の発音を上達させるコツを教えてください。", "大阪から名古屋まで一番安い行き方は？",
	"北京有哪些值得去的博物馆？", "怎样才能提高睡眠质量？", "请推荐几本适合初学者的编程书。", "上海明天会下雨吗？", "怎么做番茄炒蛋？",
	"부산에서 가볼 만한 곳을 추천해 주세요.", "김치찌개 맛있게 끓이는 방법을 알려주세요.", "영어 공부를 효과적으로 하는 방법이 뭐예요?", "노트북 배터리를 오래 쓰는 팁이 있나요?",
	"ما هي أفضل طريقة لتعلم الطبخ؟", "أين أجد مطعما جيدا في الرياض؟", "كيف أكتب سيرة ذاتية قوية؟", "اقترح علي كتابا ممتعا للقراءة.", "ما هو الطقس المتوقع غدا في عمان؟",
	"मुझे जयपुर में घूमने की अच्छी जगहें बताइए।", "घर पर दाल मखनी कैसे बनाएं?", "अंग्रेज़ी बोलना कैसे सुधारें?", "क्या आप कोई अच्छी किताब सुझा सकते हैं?",
	"แนะนำร้านอาหารอร่อยในเชียงใหม่หน่อย", "ทำต้มยำกุ้งอย่างไร", "วิธีฝึกภาษาอังกฤษให้เก่งขึ้นคืออะไร", "พรุ่งนี้ฝนจะตกไหม",
	"Gợi ý cho tôi vài quán phở ngon ở Hà Nội.", "Làm thế nào để học tiếng Anh hiệu quả?", "Cách nấu canh chua như thế nào?", "Bạn có thể giới thiệu một cuốn sách hay không?",
	"Mi consigli un buon ristorante a Roma?", "Come si prepara il tiramisù?", "Qual è il modo migliore per imparare l'inglese?", "Che tempo farà domani a Milano?",
	"Посоветуй хороший фильм на вечер.", "Как приготовить борщ?", "Как быстрее выучить английский?", "Какая погода будет завтра в Москве?",
	"ঢাকায় ভালো রেস্তোরাঁ কোথায় আছে?", "ইংরেজি শেখার সহজ উপায় কী?", "কীভাবে ভাত রান্না করব?",
	"Nipendekezee mgahawa mzuri Nairobi.", "Ninawezaje kujifunza Kiingereza haraka?", "Jinsi ya kupika pilau?",
	"Rekomendasikan tempat wisata di Bali.", "Bagaimana cara membuat nasi goreng?", "İstanbul'da gezilecek yerleri önerir misin?", "Menemen nasıl yapılır?",
}

// lang holds everyday messages in languages whose only other training
// rows are attacks (MultiJail's red-team questions), one a line, used
// verbatim: ko.txt (Korean), jv.txt (Javanese). With a handful of Korean
// messages, the script itself read as an attack, and a quarter of a blind
// set of ordinary Korean requests was blocked (docs/detect-injection.md,
// "Korean").
//
//go:embed lang/*.txt
var lang embed.FS

// fills is how many filled copies each template gets.
const fills = 6

func main() {
	out := flag.String("out", "scripts/eval/data/injection_everyday_benign.jsonl", "file to write")
	flag.Parse()
	log.SetFlags(0)

	rng := rand.New(rand.NewPCG(20240501, 7))
	seen := map[string]bool{}
	var texts []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	for _, s := range fixed {
		add(s)
	}
	for _, t := range templates {
		for range fills {
			add(fill(t, rng))
		}
	}
	for _, s := range multilingual {
		add(s)
	}
	files, err := fs.Glob(lang, "lang/*.txt")
	if err != nil {
		log.Fatal(err)
	}
	for _, name := range files { // sorted
		b, err := fs.ReadFile(lang, name)
		if err != nil {
			log.Fatal(err)
		}
		for _, s := range strings.Split(string(b), "\n") {
			if s = strings.TrimSpace(s); s != "" {
				add(s)
			}
		}
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, s := range texts {
		row := struct {
			Text   string `json:"text"`
			Label  int    `json:"label"`
			Source string `json:"source"`
		}{s, 0, corpus.EverydaySource}
		if err := enc.Encode(row); err != nil {
			log.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s (%d rows)", *out, len(texts))
}

// fill replaces every {slot} of t with a random value of that slot; a
// template that starts with a slot has its first letter upper-cased.
func fill(t string, rng *rand.Rand) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			break
		}
		j := strings.IndexByte(t[i:], '}') + i
		vals, ok := slots[t[i+1:j]]
		if !ok {
			log.Fatalf("template %q: unknown slot %q", t, t[i+1:j])
		}
		b.WriteString(t[:i])
		b.WriteString(vals[rng.IntN(len(vals))])
		t = t[j+1:]
	}
	s := b.String()
	if strings.HasPrefix(s, "the ") || strings.HasPrefix(s, "this ") {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}
