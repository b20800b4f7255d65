package normalize

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// confusableTable lists letters of other scripts that render like a Latin
// letter, by the lower-case Latin letter they imitate. It is deliberately
// compact: only lookalikes close enough to pass for Latin in common fonts,
// in the scripts homoglyph attacks use (Cyrillic, Greek, Armenian,
// Cherokee, IPA and small capitals). Compatibility forms (fullwidth,
// mathematical, circled letters) need no entry: NFKC already folds them.
//
// Both cases are listed because lookup happens before lower-casing: Greek
// capital Eta "Η" imitates "h" while its lower case "η" imitates "n".
var confusableTable = [...]struct {
	latin byte
	from  string
}{
	{'a', "Аа" + "Αα" + "ɑ" + "ᴀ" + "Ꭺ"},
	{'b', "Вв" + "Ββ" + "ʙ" + "Ᏼ"},
	{'c', "Сс" + "Ϲϲ" + "ᴄ" + "Ꮯ"},
	{'d', "ԁ" + "ᴅ" + "Ꭰ"},
	{'e', "Ееё" + "Εε" + "ᴇ" + "Ꭼ"},
	{'f', "ꜰ"},
	{'g', "ɡɢ" + "ց" + "Ꮐ"},
	{'h', "НнҺһ" + "Η" + "հ" + "ʜ" + "Ꮋ"},
	{'i', "ІіЇї" + "Ιιίϊ" + "ɩɪ" + "Ꭵ"},
	{'j', "Јј" + "ϳ" + "ȷ" + "ᴊ" + "Ꭻ"},
	{'k', "Кк" + "Κκ" + "ᴋ" + "Ꮶ"},
	{'l', "Ӏӏ" + "ʟ" + "Ꮮ"},
	{'m', "Мм" + "Μ" + "ᴍ" + "Ꮇ"},
	{'n', "Νη" + "ո" + "ɴ"},
	{'o', "Оо" + "Οοό" + "Օօ" + "ᴏ"},
	{'p', "Рр" + "Ρρ" + "ᴘ" + "Ꮲ"},
	{'q', "Ԛԛ" + "զ"},
	{'r', "ʀ"},
	{'s', "Ѕѕ" + "Ս" + "ꜱ" + "Ꮪ"},
	{'t', "Тт" + "Ττ" + "ᴛ" + "Ꭲ"},
	{'u', "υύ" + "ս" + "ᴜ"},
	{'v', "ν" + "ᴠ" + "Ꮩ"},
	{'w', "Ԝԝ" + "ω" + "ᴡ" + "Ꮃ"},
	{'x', "Хх" + "Χχ"},
	{'y', "УуҮү" + "Υγ" + "ʏ"},
	{'z', "Ζ" + "ᴢ" + "Ꮓ"},
}

// confusableBMP maps a lookalike rune to its Latin letter; all entries are
// in the Basic Multilingual Plane below U+AB00.
var confusableBMP = func() map[rune]byte {
	m := make(map[rune]byte, 160)
	for _, e := range confusableTable {
		for _, r := range e.from {
			m[r] = e.latin
		}
	}
	return m
}()

// confusable returns the Latin letter r imitates.
func confusable(r rune) (byte, bool) {
	// Cheap range test first: most non-ASCII text (CJK, Arabic, accented
	// Latin) never reaches the map.
	if r < 0x131 || r > 0x58F && (r < 0x13A0 || r > 0x13F5) && (r < 0x1D00 || r > 0x1D22) && r != 0xA730 && r != 0xA731 {
		return 0, false
	}
	c, ok := confusableBMP[r]
	return c, ok
}

// latinBases maps Latin letters with diacritics (U+00C0–U+024F, and the
// Latin Extended Additional block U+1E00–U+1EFF used by Vietnamese) to their
// lower-case ASCII base letter, derived from canonical decomposition, plus
// the few letters whose stroke is not a combining mark, and Turkish dotless
// ı (a letter of Latin-script prose, not a disguise).
var latinBases, latinBasesExt = func() (t [0x250 - 0xC0]byte, ext [0x100]byte) {
	base := func(r rune) byte {
		d := norm.NFD.String(string(r))
		if c := d[0]; len(d) > 1 && c < utf8.RuneSelf && isASCIILetter(c) {
			return c | 0x20
		}
		return 0
	}
	for r := rune(0xC0); r < 0x250; r++ {
		t[r-0xC0] = base(r)
	}
	for r := rune(0x1E00); r < 0x1F00; r++ {
		ext[r-0x1E00] = base(r)
	}
	for _, p := range [...]struct {
		r rune
		c byte
	}{{'ø', 'o'}, {'Ø', 'o'}, {'đ', 'd'}, {'Đ', 'd'}, {'ł', 'l'}, {'Ł', 'l'}, {'ħ', 'h'}, {'Ħ', 'h'}, {'ƀ', 'b'}, {'ɇ', 'e'}, {'ı', 'i'}} {
		t[p.r-0xC0] = p.c
	}
	return t, ext
}()

// latinBase returns the ASCII base letter of a Latin letter with
// diacritics, or 0.
func latinBase(r rune) byte {
	switch {
	case r >= 0xC0 && r < 0x250:
		return latinBases[r-0xC0]
	case r >= 0x1E00 && r < 0x1F00:
		return latinBasesExt[r-0x1E00]
	}
	return 0
}
