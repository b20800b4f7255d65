package harm

// Vietnamese, Thai, Indonesian and Malay, and Javanese.
//
// Vietnamese is written with its tone marks folded away, so words that
// differ only by them meet: "bơm" (pump) and "bom" (bomb) are both "bom",
// "bạn" (friend) and "bắn" (shoot) both "ban". Such words are used only in
// phrases that keep them apart ("qua bom", "ban chet").
//
// Thai is matched as runs of code points anywhere in the text; runs that
// occur inside common words ("ยาอี" in "ยาอีก", "หมอ" in "หมอน") are left
// out, and idioms with "ฆ่า" (kill) are neutral ("ฆ่าเชื้อ", disinfect).

var vietnamese = lang{
	neutral: "lap dat bom, lap bom, cai bom nuoc, dot nha o, dot xe buyt dien, bi ong dot, noi rang muon tu tu, noi muon tu tu, bao muon tu tu, noi rang muon chet, noi muon chet, bao muon chet, giet thoi gian, diet khuan, diet con trung, thuoc diet, bom xe, bom hoi, bom nuoc, may bom, bom lop, " +
		"dau tim, con hoang loan, giao duc gioi tinh, ngon tu thu ghet",
	intent: "tao muon, minh muon, toi dinh, minh dinh, tao dinh, giup tao, giup minh, len ke hoach, thoi diem tot nhat, gio nao, " +
		"nen dung gi, cach, lam the nao, lam sao, nhu the nao, huong dan, tung buoc, chi tiet, o dau, mua o dau, toi muon, " +
		"toi can, giup toi, chi cho toi, day toi, nguyen lieu, cong thuc",
	covert: "khong bi phat hien, khong bi bat, khong de lai dau vet, khong ai biet, tron canh sat, khong the truy vet",
	edu: "triet pha, bat giu, bi bat, khoi to, xet xu, lich su, tai sao, vi sao, thong ke, nghien cuu, tin tuc, bao chi, phong vien, phan tich, phong ngua, " +
		"phong chong, ngan chan, bao ve, an toan, nhan thuc, dau hieu, nan nhan, hau qua, nguy hiem, rui ro, tac hai, " +
		"phap luat, dinh nghia, y nghia, cha me, phu huynh",
	medical: "bac si, don thuoc, tac dung phu, lieu luong, lieu dung, dieu tri, tri lieu, benh nhan, trieu chung, " +
		"cai nghien, benh vien, mang thai, duoc si, y te",
	fiction:   "tieu thuyet, truyen, cau chuyen, hu cau, nhan vat, phim, tro choi, kich ban, cot truyen",
	demolish:  "pha do, dap bo, no min co kiem soat, vu no co kiem soat, no co kiem soat, linh cuu hoa, cuu hoa, phong chay, chua chay, dap tat, vo tinh",
	actMake:   "lam, che tao, tu che, san xuat, tong hop, lap rap, mua, buon ban, buon lau, van chuyen, cat giau, dat mua",
	actWeapon: "kich no, dat bom, gai bom, cai bom",
	actDrug:   "trong can sa, tiem chich, chich, hit, hut, buon ma tuy",
	actPlan:   "len ke hoach, ke hoach, thuc hien, to chuc",
	actWrite:  "viet, tao, mo ta, ke cho toi, tiep tuc",
	promote:   "co vu, tuyen truyen, ca ngoi, bien minh, kich dong, khuyen khich, thuyet phuc, binh thuong hoa",
	kill:      "giet, sat hai, am sat, dau doc, bop co, dam chet, ban chet, bat coc, hiep dam, tra tan",
	hurt:      "danh dap, hanh hung, tan cong, lam hai, tra thu",
	targets: "anh ta, co ta, ong ta, ba ta, hang xom, vo toi, chong toi, sep, ban gai, ban trai, nguoi yeu, dong nghiep, " +
		"thay giao, co giao, bo toi, me toi, anh trai, em gai, con toi, gia dinh, ai do, mot nguoi, nguoi khac, ke thu",
	murder: "giet nguoi",
	violence: "xa sung hang loat, xa sung, khung bo, tan cong khung bo, tham sat, con tin, sat thu, diet chung, " +
		"thanh loc sac toc, buon nguoi, danh bom",
	violenceLone: "phi tang xac, giau xac, xu ly xac, phi tang thi the, thue sat thu, gia nhu tai nan, " +
		"trong nhu tai nan, giet cang nhieu nguoi",
	placeAttack: vietnamesePlaces,
	self60: "toi muon chet, muon chet, ket thuc cuoc doi, ket lieu ban than, tu treo co, muon treo co, cat co tay, nhay cau, " +
		"khong muon song, chet khong dau, muon tu tu, cach tu tu, de tu tu",
	self45: "tu hai, tu lam hai ban than, rach tay, cach tu sat, phuong phap tu sat",
	self30: "tu sat, qua lieu, lieu gay chet",
	sexual: "khieu dam, phim sex, truyen sex, anh nong, anh khoa than, quan he tinh duc, lam tinh, thu dam, " +
		"truyen nguoi lon, phim nguoi lon, canh nong, dam duc",
	sexualAmb: "tinh duc, khoa than, goi cam, quyen ru, nong bong",
	hatePred: "che gieu, che nhao, ngu dot, duoi het, duoi ra khoi, la suc vat, la dong vat, la gian, la rac ruoi, la ky sinh trung, thap kem, khong phai nguoi, dang chet, " +
		"phai bi tieu diet, tieu diet, truc xuat, cut ve",
	hateTerm: "truyen cuoi phan biet chung toc, chuyen cuoi phan biet chung toc, nguoi da trang thuong dang, " +
		"chung toc thuong dang, chien tranh chung toc",
	hateAmb: "phat xit, quoc xa, phan biet chung toc, ky thi",
	slurs:   "tau khua, ba que, be de",
	groups: "nguoi hoa, nguoi do thai, nguoi hoi giao, nguoi theo dao hoi, nguoi da den, nguoi da trang, nguoi trung quoc, " +
		"nguoi nhap cu, nguoi ti nan, nguoi dong tinh, dong tinh, nguoi chuyen gioi, phu nu, nguoi khuyet tat, " +
		"nguoi dan toc thieu so",
	bomb: "qua bom, trai bom, bom min, thuoc no, chat no, kip no, ngoi no, luu dan",
	gun:  "khau sung, cay sung, sung ngan, sung truong, sung luc, dan duoc, vu khi, chat doc",
	weapon: "che bom, tu che bom, che tao bom, lam bom, lam qua bom, bom phan bon, bom tu che, bom xang, bom ong, bom dinh, chai xang, bom molotov, thuoc no den, amoni nitrat, sung tu che, " +
		"sung in 3d, khi than kinh, chat doc than kinh, benh than, vu khi hoa hoc, vu khi sinh hoc, bom ban, ao bom",
	drug:      "ma tuy da, hang da, thuoc lac, nam thuc than, thuoc phien, bach phien, ke tamin",
	drugMid:   "ma tuy",
	drugAmb:   "can sa, bong can",
	drugLone:  "ban ma tuy, ban thuoc lac, ban ma tuy da, nau da, phong che ma tuy, mua ma tuy tren dark web",
	minor:     "tre em, tre con, dua tre, be gai, be trai, tre vi thanh nien, vi thanh nien, hoc sinh, em be, con nit, thieu nu",
	sexStrong: "khieu dam, khoa than, tran truong, quan he tinh duc, lam tinh, thu dam, dam duc, goi cam, coi do, do lot",
	sexWeak:   "tinh duc",
	csam:      "khieu dam tre em, phim sex tre em, anh khieu dam tre em",
	pedo:      "au dam, xam hai tinh duc tre em, lam dung tinh duc tre em",
	protective: "to cao, bao cao, phong ngua, ngan chan, bao ve, phat hien, dau hieu, nan nhan, lam dung, " +
		"giao duc gioi tinh, cha me, phu huynh, phap luat, bat hop phap, toi pham",
	request: "viet, tao, mo ta, cho toi xem, gui cho toi, tim o dau, truyen, cau chuyen, hinh anh, video",
	svo:     true,
	actCrime: "hay viet, viet mot, viet cho toi, viet ma, tao mot, tao ra, lam gia, phat tan, lay lan, cai dat, " +
		"gui email, mua, su dung, thuc hien, lap trinh",
	defend: "phat hien, ngan chan, phong chong, phong tranh, bao ve, phong thu, nhan biet, nhan dien, canh giac, " +
		"dao tao, nang cao nhan thuc, may chu cua toi, he thong cua toi, duoc phep, to cao, bi lua, bi hack, " +
		"khoi phuc, go bo",
	crime: "lua dao, gian lan, danh cap danh tinh, tien gia, giay to gia, ho chieu gia, can cuoc gia, " +
		"mo hinh ponzi, da cap, hoi lo, tong tien, tron thue, gian lan thue",
	crimeLone: "in tien gia, rua tien, lua dao nguoi gia, lua dao nguoi khac, trom xe, trom tien, an trom, an cap, cuop ngan hang, " +
		"cuop tiem vang, lam tien gia, lam giay to gia, theo doi vo toi, theo doi ban gai toi, " +
		"doc tin nhan cua vo, doc tin nhan cua ban gai, dua hoi lo, tong tien ai do",
	cyber: "tin nhan lua dao, gia danh ngan hang, phan mem doc hai, ma doc, virus may tinh, phan mem gian diep, email lua dao, trang web lua dao, " +
		"trang web gia mao, tan cong ddos, mang botnet, cua hau",
	cyberLone: "truy cap trai phep, danh cap mat khau, lay cap mat khau, hack tai khoan, hack facebook, hack wifi, " +
		"be khoa mat khau",
	hack:       "xam nhap, be khoa, danh cap",
	systems:    "tai khoan, mat khau, may chu, trang web, mang wifi, dien thoai, may tinh, zalo, co so du lieu",
	steal:      "trom, cuop, lay cap",
	belongings: "xe may, o to, vi tien, ngan hang, cua hang, tien, dien thoai, the tin dung, tiem vang",
}

var thai = lang{
	neutral: "ไฟเผาบ้านวอด, ไฟเผาวอด, บอกว่าอยากตาย, พูดว่าอยากตาย, บอกว่าอยากฆ่าตัวตาย, พูดว่าอยากฆ่าตัวตาย, เขาอยากตาย, เธออยากตาย, ฆ่าเวลา, ฆ่าเชื้อ, ยาฆ่าแมลง, ฆ่าแมลง, ยาฆ่าหญ้า, ภูเขาไฟระเบิด, ระเบิดอารมณ์, หัวใจวาย, ปืนฉีดน้ำ, ปืนกาว, " +
		"แทงบอล, ยิงประตู, ยิงลูกโทษ",
	intent: "วิธี, อย่างไร, ยังไง, ขั้นตอน, ละเอียด, สอน, บอกวิธี, ซื้อได้ที่ไหน, หาซื้อ, ที่ไหน, ฉันอยาก, ผมอยาก, อยากจะ, อยากเผา, อยากระเบิด, อยากวางระเบิด, ผมจะ, ฉันจะ, ช่วงเวลาไหน, เวลาไหนดี, ดีที่สุด, " +
		"ช่วย, ส่วนผสม, สูตร",
	covert: "ไม่ให้ถูกจับ, ไม่ให้โดนจับ, ไม่ถูกจับ, ไม่ให้ใครรู้, ไม่ทิ้งร่องรอย, ไม่ให้ตำรวจ, ตรวจสอบไม่ได้, หนีตำรวจ",
	edu: "ประวัติศาสตร์, ทำไม, สถิติ, วิจัย, ศึกษา, ข่าว, วิเคราะห์, หลีกเลี่ยง, ป้องกัน, ปกป้อง, ความปลอดภัย, ตระหนัก, " +
		"สัญญาณ, เหยื่อ, ผลกระทบ, ผลที่ตามมา, อันตราย, ความเสี่ยง, กฎหมาย, ความหมาย, นิยาม, พ่อแม่, ผู้ปกครอง",
	medical: "สายด่วน, ป้องกันการฆ่าตัวตาย, แพทย์, คุณหมอ, ใบสั่งยา, ผลข้างเคียง, ขนาดยา, รักษา, บำบัด, ผู้ป่วย, คนไข้, อาการ, เลิกยา, ติดยา, " +
		"โรงพยาบาล, ตั้งครรภ์, เภสัช",
	fiction:   "นิยาย, เรื่องสั้น, นิทาน, ตัวละคร, ภาพยนตร์, เกม, บทละคร, พล็อต",
	demolish:  "รื้อถอน, ทุบทิ้ง, ระเบิดแบบควบคุม, การระเบิดควบคุม, นักดับเพลิง, ดับเพลิง, ซ้อมหนีไฟ, ดับไฟ, โดยไม่ได้ตั้งใจ, โดยบังเอิญ",
	actMake:   "วิธีทำ, ทำเอง, ผลิต, ประกอบ, สร้าง, สังเคราะห์, ซื้อ, จัดหา, ขาย, ลักลอบ, ซ่อน, หามา",
	actWeapon: "จุดระเบิด, วางระเบิด, ดัดแปลง",
	actDrug:   "ปลูก, สกัด, ฉีด, เสพ, สูบ, ค้ายา",
	actPlan:   "วางแผน, ลงมือ, ก่อเหตุ",
	actWrite:  "เขียน, แต่ง, บรรยาย, เล่า",
	promote:   "ส่งเสริม, เชิดชู, ยกย่อง, สนับสนุน, ปลุกปั่น, ยุยง, ชักชวน, โน้มน้าว",
	kill:      "ฆาตกรรม, สังหาร, แทง, บีบคอ, รัดคอ, วางยา, ยิง, ลักพาตัว, ข่มขืน, ทรมาน",
	hurt:      "ทำร้าย, ทุบตี, ต่อย, โจมตี, เล่นงาน, แก้แค้น, กำจัด",
	murder: "ฆ่าคน, ฆ่าเขา, ฆ่าเธอ, ฆ่าใคร, ฆ่าแฟน, ฆ่าเมีย, ฆ่าภรรยา, ฆ่าสามี, ฆ่าพ่อ, ฆ่าแม่, ฆ่าเพื่อน, ฆ่าครู, " +
		"ฆ่าหัวหน้า, ฆ่าเจ้านาย, ฆ่าเพื่อนบ้าน",
	targets: "เขา, เธอ, พวกเขา, ใครสักคน, คนอื่น, เพื่อนบ้าน, ภรรยา, เมีย, สามี, ผัว, แฟน, เจ้านาย, หัวหน้า, " +
		"เพื่อนร่วมงาน, ครู, พ่อ, แม่, พี่ชาย, น้องสาว, ลูกชาย, ลูกสาว, ครอบครัว, ศัตรู, นายกรัฐมนตรี, ตำรวจ",
	violence: "กราดยิง, ก่อการร้าย, สังหารหมู่, จับตัวประกัน, ตัวประกัน, มือปืนรับจ้าง, ล้างเผ่าพันธุ์, ค้ามนุษย์",
	violenceLone: "ทำลายศพ, ซ่อนศพ, อำพรางศพ, กำจัดศพ, จ้างมือปืน, ให้ดูเหมือนอุบัติเหตุ, ให้เหมือนอุบัติเหตุ, " +
		"ฆ่าให้ได้มากที่สุด",
	placeAttack: thaiPlaces,
	self60: "ตายแบบไม่ทรมาน, ไม่อยากอยู่แล้ว, กินยาอะไรถึงจะตาย, อยากตาย, อยากฆ่าตัวตาย, ฆ่าตัวเอง, จบชีวิตตัวเอง, ปลิดชีพตัวเอง, แขวนคอ, กรีดข้อมือ, กระโดดตึก, " +
		"ไม่อยากมีชีวิตอยู่, ตายแบบไม่เจ็บ",
	self45: "ทำร้ายตัวเอง, กรีดแขน, วิธีฆ่าตัวตาย",
	self30: "ฆ่าตัวตาย, ยาเกินขนาด",
	sexual: "หนังโป๊, คลิปโป๊, ภาพโป๊, เรื่องโป๊, นิยายอีโรติก, อีโรติก, มีเซ็กส์, มีเพศสัมพันธ์, ร่วมเพศ, สำเร็จความใคร่, " +
		"ภาพเปลือย, ลามก, อนาจาร",
	sexualAmb: "เซ็กส์, เซ็กซี่, เปลือย, โป๊, ทางเพศ, ยั่วยวน",
	hatePred: "เป็นสัตว์, เป็นแมลง, เป็นขยะ, เป็นปรสิต, ชั้นต่ำ, ไม่ใช่คน, สมควรตาย, ควรตาย, ต้องกำจัด, กำจัดให้หมด, " +
		"ไล่ออกไป, ไสหัว",
	hateTerm: "มุกเหยียดเชื้อชาติ, มุกเหยียด, ตลกเหยียด, คนขาวเหนือกว่า, เผ่าพันธุ์ที่เหนือกว่า, สงครามเชื้อชาติ",
	hateAmb:  "นาซี, ฮิตเลอร์, เหยียดเชื้อชาติ, เหยียดผิว, เกลียดชัง",
	slurs:    "ไอ้ตุ๊ด, ไอ้แขก, พวกเจ๊ก, ไอ้ลาว",
	groups: "ชาวยิว, มุสลิม, ชาวคริสต์, คนดำ, คนผิวดำ, คนขาว, คนจีน, คนพม่า, คนลาว, คนกัมพูชา, แรงงานต่างด้าว, " +
		"ผู้อพยพ, ผู้ลี้ภัย, เกย์, เลสเบี้ยน, กะเทย, คนข้ามเพศ, ผู้หญิง, คนพิการ, ชาวเขา, ชนกลุ่มน้อย, ต่างชาติ",
	bomb: "ระเบิด, วัตถุระเบิด, ดินระเบิด, ระเบิดมือ, ตัวจุดชนวน, ชนวนระเบิด, กับระเบิด, ท่อเก็บเสียง",
	gun:  "ปืน, อาวุธปืน, ปืนพก, ปืนไรเฟิล, กระสุน, อาวุธ, ยาพิษ",
	weapon: "ระเบิดแสวงเครื่อง, ระเบิดท่อ, ระเบิดปิงปอง, ระเบิดขวด, ระเบิดเพลิง, ค็อกเทลโมโลตอฟ, โมโลตอฟ, นาปาล์ม, " +
		"ดินปืน, ไนโตรกลีเซอรีน, แอมโมเนียมไนเตรต, ปืนไทยประดิษฐ์, ปืนพิมพ์สามมิติ, ก๊าซพิษ, แก๊สพิษ, แก๊สประสาท, " +
		"ซาริน, ไรซิน, แอนแทรกซ์, อาวุธเคมี, อาวุธชีวภาพ, ระเบิดสกปรก, เสื้อระเบิด",
	drug:      "ยาบ้า, ยาไอซ์, ไอซ์, เมทแอมเฟตามีน, เฮโรอีน, โคเคน, เคตามีน, เฟนทานิล, ฝิ่น, เห็ดขี้ควาย",
	drugMid:   "ยาเสพติด",
	drugAmb:   "กัญชา, กระท่อม, ยาเม็ด",
	drugLone:  "ต้มยาไอซ์, ต้มยาบ้า, ผลิตยาบ้า, ผลิตยาไอซ์, ซื้อยาเสพติดในดาร์กเว็บ",
	minor:     "เด็ก, เด็กผู้หญิง, เด็กหญิง, เด็กชาย, ผู้เยาว์, เยาวชน, นักเรียนหญิง, เด็กนักเรียน, ทารก, เด็กน้อย",
	sexStrong: "โป๊, เปลือย, ลามก, อนาจาร, มีเซ็กส์, มีเพศสัมพันธ์, ร่วมเพศ, สำเร็จความใคร่, ยั่วยวน, ชุดชั้นใน, ถอดเสื้อผ้า",
	sexWeak:   "เซ็กส์, ทางเพศ, เซ็กซี่",
	csam:      "สื่อลามกเด็ก, ภาพลามกเด็ก, คลิปโป๊เด็ก, หนังโป๊เด็ก, สื่อลามกอนาจารเด็ก",
	pedo:      "ใคร่เด็ก, ล่วงละเมิดทางเพศเด็ก, กระทำชำเราเด็ก",
	protective: "แจ้งความ, รายงาน, ป้องกัน, ปกป้อง, ตรวจจับ, สัญญาณ, เหยื่อ, ล่วงละเมิด, เพศศึกษา, พ่อแม่, ผู้ปกครอง, " +
		"กฎหมาย, ผิดกฎหมาย, อาชญากรรม",
	request:  "เขียน, แต่ง, บรรยาย, ส่งมา, ขอดู, เรื่อง, นิยาย, รูปภาพ, ภาพถ่าย, คลิป, วิดีโอ",
	svo:      true,
	actCrime: "เขียน, สร้าง, พัฒนา, ส่ง, แพร่, กระจาย, ติดตั้ง, ซื้อ, ขาย, ใช้, ฟอก, ปลอมแปลง, พิมพ์",
	defend: "ต่อต้าน, ปราบปราม, ตรวจจับ, ป้องกัน, ปกป้อง, ระวัง, รู้ทัน, แจ้งความ, อบรม, ตระหนัก, เซิร์ฟเวอร์ของฉัน, ระบบของเรา, " +
		"ได้รับอนุญาต, ถูกหลอก, โดนหลอก, ถูกแฮก, โดนแฮก, กู้คืน",
	crime: "ฟอกเงิน, เลี่ยงภาษี, หนีภาษี, ฉ้อโกง, หลอกลวง, แก๊งคอลเซ็นเตอร์, ขโมยข้อมูลส่วนตัว, ขโมยตัวตน, " +
		"ธนบัตรปลอม, แบงก์ปลอม, เงินปลอม, เอกสารปลอม, พาสปอร์ตปลอม, บัตรประชาชนปลอม, แชร์ลูกโซ่, ติดสินบน, " +
		"กรรโชก, แบล็กเมล์",
	crimeLone: "ฟอกเงิน, ขโมยรถ, ขโมยเงิน, ขโมยของ, ปล้นธนาคาร, ปล้นร้านทอง, งัดบ้าน, หลอกเอาเงิน, หลอกคนแก่, หลอกผู้สูงอายุ, " +
		"แอบดูโทรศัพท์แฟน, แอบส่องมือถือแฟน",
	cyber: "ข้อความหลอก, ลิงก์หลอก, ลิงก์ปลอม, มัลแวร์, แรนซัมแวร์, คีย์ล็อกเกอร์, โทรจัน, ไวรัสคอมพิวเตอร์, สปายแวร์, อีเมลฟิชชิ่ง, " +
		"เว็บไซต์ฟิชชิ่ง, ฟิชชิ่ง, เว็บปลอม, บอตเน็ต",
	cyberLone: "เข้าถึงโดยไม่ได้รับอนุญาต, ขโมยรหัสผ่าน, แฮกบัญชี, แฮ็กบัญชี, แฮกเฟซบุ๊ก, แฮกไวไฟ, เจาะระบบ",
	hack:      "แฮก, แฮ็ก",
	systems: "บัญชี, อีเมล, ไวไฟ, เครือข่าย, เซิร์ฟเวอร์, เว็บไซต์, ฐานข้อมูล, โทรศัพท์, มือถือ, คอมพิวเตอร์, " +
		"เฟซบุ๊ก, รหัสผ่าน",
	steal:      "ขโมย, ปล้น",
	belongings: "รถยนต์, มอเตอร์ไซค์, กระเป๋าเงิน, ธนาคาร, ร้านทอง, ร้านค้า, บัตรเครดิต, โทรศัพท์",
}

// indonesian also holds the Malay words that differ ("dadah", "syabu",
// "kanak-kanak"). "bom" alone is left out: folded Vietnamese "bơm" (pump)
// is the same word, so Indonesian bombs are named in phrases.
var indonesian = lang{
	neutral: "ayam bakar, ikan bakar, sate bakar, jagung bakar, nasi bakar, roti bakar, bakar sate, bakar ikan, bakar ayam, bakar jagung, sistem pembakaran, ruang pembakaran, bilang ingin bunuh diri, bilang mau bunuh diri, bilang pengen bunuh diri, bilang ingin mati, bilang mau mati, mengatakan ingin bunuh diri, membunuh waktu, bunuh waktu, pistol air, pistol lem, serangan jantung, serangan panik, pendidikan seks, " +
		"ujaran kebencian, pembunuh nyamuk, obat nyamuk, anak perusahaan, anak muda, anak buah, anak tangga, anak kos",
	intent: "gue pengen, gw pengen, aku pengen, saya pengen, bantu, bantuin, rencanain, rencanakan, enaknya, jam berapa, " +
		"waktu terbaik, cara, bagaimana, gimana, langkah demi langkah, langkah-langkah, secara detail, secara rinci, di mana, dimana, " +
		"beli di mana, saya ingin, aku ingin, saya mau, aku mau, saya perlu, ajari, ajarkan, tolong, bantu saya, " +
		"bahan-bahan, resep",
	covert: "tanpa ketahuan, tanpa tertangkap, tidak ketahuan, tanpa jejak, tanpa meninggalkan jejak, tanpa bukti, " +
		"tidak terlacak, kabur dari polisi, tanpa ada yang tahu",
	edu: "sejarah, mengapa, kenapa, statistik, penelitian, studi, berita, wartawan, jurnalis, analisis, menghindari, " +
		"mencegah, pencegahan, melindungi, perlindungan, keamanan, keselamatan, kesadaran, tanda-tanda, korban, dampak, " +
		"akibat, bahaya, risiko, hukum, undang-undang, definisi, arti, orang tua",
	medical: "menelepon, hotline, layanan konseling, konselor, psikolog, teman saya bilang, temanku bilang, dokter, resep dokter, efek samping, dosis, pengobatan, terapi, pasien, gejala, pemulihan, rehabilitasi, " +
		"kecanduan, rumah sakit, hamil, apoteker, apotek",
	fiction:  "gim, game, novel, cerita, cerpen, fiksi, karakter, tokoh, film, permainan, naskah, alur",
	demolish: "pembongkaran, membongkar, dibongkar, peledakan terkendali, ledakan terkendali, secara terkendali, pemadam kebakaran, damkar, simulasi kebakaran, memadamkan, tidak sengaja",
	actMake: "membuat, bikin, buat, merakit, rakit, memproduksi, meracik, racik, mensintesis, membeli, beli, mendapatkan, " +
		"menjual, jual, menyelundupkan, menyembunyikan, mencetak",
	actWeapon: "meledakkan, ledakkan, memasang, memodifikasi",
	actDrug:   "menanam, mengekstrak, menyuntik, suntik, menghisap, mengedarkan, edarkan, memakai, nyabu",
	actPlan:   "merencanakan, rencana, melakukan, melaksanakan, mengorganisir",
	actWrite:  "tulis, tuliskan, tulislah, menulis, buatkan, ceritakan, gambarkan, deskripsikan, lanjutkan, berikan",
	promote: "mempromosikan, memuliakan, mengagungkan, membenarkan, menormalkan, mendorong, menghasut, meyakinkan, " +
		"membujuk, mengglorifikasi",
	kill: "membunuh, bunuh, menusuk, tusuk, mencekik, cekik, menembak, tembak, meracuni, racuni, menculik, culik, " +
		"memperkosa, perkosa, menyiksa, siksa, membakar hidup, menenggelamkan, habisi, menghabisi",
	hurt: "menyakiti, melukai, memukul, pukul, menghajar, hajar, menyerang, serang, balas dendam, menyingkirkan",
	targets: "dia, seseorang, orang, orang-orang, tetangga, tetanggaku, istri, istriku, suami, suamiku, pacar, pacarku, " +
		"bos, bosku, atasan, rekan kerja, guru, ayah, ibu, kakak, adik, anak, keluarga, teman, musuh, presiden, polisi, " +
		"mantan, mereka",
	murder: "membunuhnya, bunuhnya, menghabisinya",
	violence: "penembakan massal, penembakan di sekolah, serangan teroris, aksi teror, bom bunuh diri, pembantaian, " +
		"sandera, pembunuhan, pembunuh bayaran, genosida, pembersihan etnis, perdagangan manusia, penyiksaan",
	violenceLone: "membuang mayat, menyembunyikan mayat, menghilangkan mayat, melarutkan mayat, menyewa pembunuh bayaran, " +
		"agar terlihat seperti kecelakaan, supaya terlihat seperti kecelakaan, membunuh sebanyak mungkin",
	placeAttack: indonesianPlaces,
	self60: "ingin mati, mau mati, pengen mati, ingin bunuh diri, mau bunuh diri, mengakhiri hidupku, " +
		"mengakhiri hidup saya, gantung diri, memotong nadi, potong nadi, lompat dari jembatan, tidak ingin hidup, " +
		"mati tanpa rasa sakit",
	self45: "menyakiti diri, melukai diri, cara bunuh diri, metode bunuh diri, sayat tangan, berhenti makan",
	self30: "bunuh diri, overdosis, dosis mematikan, dosis letal",
	sexual: "pornografi, film porno, video porno, bokep, cerita dewasa, cerita sex, cerita seks, adegan seks, " +
		"berhubungan seks, berhubungan badan, bercinta, ngentot, masturbasi, onani, foto telanjang, foto bugil, pesta seks",
	sexualAmb: "seks, seksi, seksual, telanjang, bugil, menggoda, bergairah",
	hatePred: "merendahkan, menghina, mengejek, diusir, mengusir, adalah binatang, adalah hewan, adalah sampah, adalah parasit, adalah kecoa, lebih rendah, bukan manusia, " +
		"pantas mati, harus mati, harus dibasmi, basmi, musnahkan, usir, ganyang, kafir",
	hateTerm: "lelucon rasis, lawakan rasis, candaan rasis, supremasi kulit putih, ras unggul, perang ras, " +
		"penyangkalan holocaust",
	hateAmb: "perbudakan, rasis, rasisme, kebencian",
	slurs:   "aseng, bencong",
	groups: "yahudi, orang yahudi, orang islam, kristen, orang kristen, orang kulit hitam, orang cina, tionghoa, " +
		"imigran, pengungsi, kaum gay, homoseksual, lesbian, transgender, waria, perempuan, wanita, " +
		"penyandang disabilitas, orang papua, ahmadiyah, syiah",
	bomb: "bahan peledak, peledak, granat, detonator, ranjau, peredam suara",
	gun:  "senjata, senjata api, senapan, peluru, amunisi, racun",
	weapon: "senjata api rakitan, bom rakitan, bom pipa, bom panci, bom paku, bom molotov, bom ikan, membuat|bikin|buat|merakit|rakit bom, " +
		"senpi rakitan, senjata rakitan, termit, bubuk mesiu, mesiu, nitrogliserin, amonium nitrat, gas saraf, risin, " +
		"antraks, gas mustard, gas klorin, senjata kimia, senjata biologi, bom kotor, rompi bom",
	drug: "pil koplo, obat koplo, sabu, sabu-sabu, syabu, metamfetamin, putaw, kokain, ekstasi, inex, ketamin, fentanil, jamur ajaib, " +
		"tembakau gorila",
	drugMid:  "narkoba, narkotika, obat terlarang, dadah",
	drugAmb:  "ganja, pil",
	drugLone: "masak sabu, membuat sabu, meracik sabu, laboratorium sabu, pabrik sabu, beli narkoba di dark web",
	minor: "anak, anak-anak, anak kecil, bocah, anak di bawah umur, di bawah umur, gadis kecil, bocil, siswi, remaja, " +
		"balita, kanak-kanak",
	sexStrong: "bugil, telanjang, bokep, cabul, berhubungan seks, bersetubuh, masturbasi, onani, erotis, seksi, pakaian dalam",
	sexWeak:   "seks, seksual",
	csam:      "pornografi anak, porno anak, video porno anak, bokep anak",
	pedo:      "pedofilia, pedofil, kekerasan seksual terhadap anak, pelecehan seksual anak, pencabulan anak",
	protective: "melaporkan, laporkan, mencegah, pencegahan, melindungi, perlindungan, mendeteksi, tanda-tanda, korban, " +
		"pelecehan, pendidikan seks, orang tua, hukum, kejahatan",
	request: "tulis, tuliskan, buatkan, gambarkan, tunjukkan, kirimkan, cerita, gambar, foto, video",
	svo:     true,
	actCrime: "tulis, tuliskan, menulis, buat, buatkan, membuat, bikin, kembangkan, mengembangkan, kirim, mengirim, " +
		"sebarkan, menyebarkan, pasang, memasang, beli, membeli, jual, menjual, gunakan, menggunakan, pakai, " +
		"melakukan, palsukan, memalsukan, cetak, mencetak",
	defend: "mendeteksi, deteksi, mencegah, pencegahan, melindungi, perlindungan, pertahanan, memblokir, " +
		"kesadaran, pelatihan, mengenali, waspada, melaporkan, server saya sendiri, milik saya sendiri, " +
		"sistem saya sendiri, dengan izin, tertipu, kena tipu, diretas, memulihkan",
	crime: "pencucian uang, penggelapan pajak, penipuan, pencurian identitas, uang palsu, dokumen palsu, " +
		"paspor palsu, ktp palsu, skema ponzi, penyuapan, pemerasan, pencurian, perampokan",
	crimeLone: "mencuci uang, cuci uang, ngemplang pajak, mencuri mobil|motor|uang|dompet, mencopet, " +
		"merampok bank|toko|rumah, membobol rumah, mencuri identitas, memeras, menyuap, mencetak uang palsu, " +
		"menipu orang, menipu lansia, memata-matai istri|suami|pacar, menyadap hp",
	cyber: "virus komputer, email phishing, situs phishing, halaman phishing, serangan ddos, " +
		"perangkat lunak berbahaya",
	cyberLone: "akses tidak sah, akses ilegal, mencuri kata sandi, mencuri password, membobol akun, meretas akun, " +
		"hack akun, bobol wifi",
	hack:       "retas, meretas, membobol, bobol",
	systems:    "akun, surel, jaringan, situs, basis data, hp, ponsel, komputer, kata sandi, sistem",
	steal:      "mencuri, curi, merampok, rampok",
	belongings: "mobil, motor, dompet, bank, toko, uang, kartu kredit, toko emas, rumah",
}

var javanese = lang{
	intent: "paling pas, wayah apa, carane, kepiye, piye, kepriye, kepriben, opo carane, kados pundi, pripun, aku pengin, aku arep, kula badhe, tulung, tulungi, tulungana, ing ngendi, " +
		"neng endi, tuku neng endi",
	covert:   "ora ketahuan, tanpa ketahuan, ora konangan",
	edu:      "sejarah, kenging menapa, kenapa, berita, nyegah, ngreksa",
	medical:  "dokter, tamba, rumah sakit",
	fiction:  "crita, cerita, dongeng",
	demolish: "dibongkar, mbongkar, pemadam kebakaran, ora sengaja",
	actMake:  "dodolan, dodol, ngedol, gawe, nggawe, damel, ndamel, tuku, nuku, adol, ngedol, ngrakit",
	actWrite: "tulisen, tulisna, gawekna, critakna",
	kill:     "mateni, pateni, mejahi, nyuduk, nyekek, nembak, ngracun, nyulik, merkosa, nyiksa",
	hurt:     "ngantemi, digebuki, nggebuki, ngantem, nyerang, nglarani, nyilakani",
	targets: "dheweke, wong, uwong, uwing, tanggaku, tangga, bojoku, bojo, bosku, kancaku, bapakku, ibuku, mbakku, masku, adhiku, " +
		"guru, musuh, wong liya, sapa wae",
	placeAttack: javanesePlaces,
	self60:      "mati sing ora lara, mati ora lara, wis ora kuwat urip, ora kuwat urip, pengin mati, kepengin mati, arep mati, ora pengin urip, arep nglalu",
	self30:      "nglalu",
	sexual:      "saru, crita saru",
	sexualAmb:   "wuda, mblejet",
	hatePred:    "ngenyek, ngece, ngina, diusir, kaya kewan, dudu manungsa, kudu dipateni, kudu diusir",
	weapon:      "gawe|nggawe|damel|ngrakit bom",
	gun:         "bedhil",
	minor:       "bocah, bocah cilik, anak cilik, lare",
	sexStrong:   "wuda, mblejet, saru",
	request:     "tulisen, tulisna, gawekna, critakna, crita",
	svo:         true,
	actCrime:    "nulis, gawe, gawekake, nggawe, ngirim, nyebar, tuku, adol, nganggo",
	defend:      "ndeteksi, nyegah, nglindungi, lapor, diapusi, kena tipu",
	crime:       "dhuwit palsu, cuci duwit, duwit palsu, pemerasan",
	crimeLone:   "gawe dhuwit palsu, gawe duwit palsu, nyolong motor|duwit|dompet|mobil, ngrampok bank|toko, ngapusi wong, nyuap",
	cyberLone:   "mbobol akun, ngeretas akun, nyolong sandi",
	hack:        "mbobol, ngeretas",
	systems:     "telpon, hp, akun, wa, facebook, instagram, email, ponsel, sandi",
	steal:       "nyolong, colong, ngrampok",
	belongings:  "duwit, omah",
	drug:        "pil koplo, obat koplo, sabu",
	cyber:       "pesen apus-apusan, pesen penipuan, ngaku saka bank",
	self45:      "nglarani awakku dhewe, nglarani awake dhewe, nyiksa awakku",
	groups:      "wong cina, wong tionghoa, wong kristen, wong islam, wong madura, wong papua, wong ireng",
}
