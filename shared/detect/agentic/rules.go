package agentic

import (
	"path"
	"regexp"
	"strings"

	"bulwark/shared/detect"
)

// rule is one argument check. Every rule runs on the ASCII-lower-cased
// string, and only when one of its needles occurs in it: a substring search
// is much cheaper than a regular expression, and most argument strings
// contain none of the needles. A needle that starts with a letter must
// start a word ("rm" in "rm -rf" but not in "form").
type rule struct {
	category string
	needles  []string
	// statement, when set, also requires a needle to start a statement:
	// only white space since the start of the string, a ";" or a newline.
	statement   bool
	re          *regexp.Regexp
	score       float64
	explanation string
	// grade, when set, decides the score of each match from its
	// submatches (indices into lower); a score of 0 drops the match.
	grade func(lower string, m []int) (float64, string)
}

func (r rule) apply(a argString, lower string, out []detect.Finding) []detect.Finding {
	if !hasNeedle(lower, r.needles, r.statement) {
		return out
	}
	for _, m := range r.re.FindAllStringSubmatchIndex(lower, 8) {
		score, why := r.score, r.explanation
		if r.grade != nil {
			score, why = r.grade(lower, m)
			if score == 0 {
				continue
			}
		}
		start, end := a.span(m[0], m[1])
		out = append(out, detect.Finding{
			Detector: Detector, Category: r.category, Score: score,
			Start: start, End: end,
			Snippet:     detect.Mask(a.text[m[0]:m[1]]),
			Explanation: why,
		})
	}
	return out
}

func hasNeedle(s string, needles []string, statement bool) bool {
	for _, n := range needles {
		if !isWordByte(n[0]) {
			if strings.Contains(s, n) {
				return true
			}
			continue
		}
		for off := 0; ; {
			i := strings.Index(s[off:], n)
			if i < 0 {
				break
			}
			if i += off; (i == 0 || !isWordByte(s[i-1])) && (!statement || startsStatement(s, i)) {
				return true
			}
			off = i + 1
		}
	}
	return false
}

func startsStatement(s string, i int) bool {
	j := strings.LastIndexAny(s[:i], ";\n")
	return strings.TrimSpace(s[j+1:i]) == ""
}

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_'
}

var (
	urlRE      = regexp.MustCompile(`\b(?:https?|ftp|wss?)://[^\s"'<>\\{}|^` + "`" + `]+`)
	hostLikeRE = regexp.MustCompile(`^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*\.?(?::\d+)?(?:[/?#]\S*)?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$`)
)

// rules are the argument checks. Scores follow one scale: 0.9 and above is
// an action that destroys a system, opens a remote shell or reads a secret
// store; 0.6-0.85 is dangerous but has rare legitimate uses; 0.4 is an
// operation worth recording (a recursive delete of a relative project
// path) that should not block with the default thresholds.
var rules = []rule{
	{
		category: CategoryDestructiveCommand,
		needles:  []string{"rm"},
		re:       regexp.MustCompile(`(?:^|[\s;&|(` + "`" + `'"]|\$\()(?:sudo\s+)?rm\s+([^;&|\n<>` + "`" + `)]+)`),
		grade:    gradeRm,
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"mkfs", "wipefs", "shred"},
		re:          regexp.MustCompile(`\bmkfs(?:\.[a-z0-9]+)?\s+\S+|\bwipefs\s+\S+|\bshred\b[^;&|\n]*\s/dev/\S+`),
		score:       0.9,
		explanation: "The arguments format or wipe a disk (mkfs, wipefs, shred of a device).",
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"/dev/"},
		re:          regexp.MustCompile(`\bdd\b[^;&|\n]*\bof=/dev/(?:sd|hd|vd|xvd|nvme|mmcblk|disk|mapper/)\S*|>\s*/dev/(?:sd|hd|vd|xvd|nvme|mmcblk)[a-z0-9]*`),
		score:       0.95,
		explanation: "The arguments overwrite a block device (dd of=/dev/..., > /dev/sd...).",
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"&}", "& }"},
		re:          regexp.MustCompile(`([a-z_:][a-z0-9_:]*)\(\)\s*\{\s*[a-z_:][a-z0-9_:]*\s*\|\s*[a-z_:][a-z0-9_:]*\s*&\s*\}`),
		score:       0.95,
		explanation: "The arguments contain a fork bomb.",
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"chmod", "chown"},
		re:          regexp.MustCompile(`\bch(?:mod|own)\s+(?:-[a-z]+\s+)*(?:0?777|[a-z0-9_.:-]+)\s+(?:-[a-z]+\s+)*/(?:\*|etc|bin|usr|var|root|home|boot|lib)?(?:[\s;&|"']|$)`),
		score:       0.85,
		explanation: "The arguments change permissions or ownership of the root or a system directory.",
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"format", "del ", "rd ", "rmdir", "remove-item"},
		re:          regexp.MustCompile(`\bformat\s+[a-z]:|\b(?:del|erase)\s+(?:/[a-z]\s+)*[a-z]:\\(?:\*|windows|\s|$)|\b(?:rd|rmdir)\s+/s\s+(?:/q\s+)?[a-z]:\\(?:windows)?(?:\s|$)|\bremove-item\b[^;|\n]*-recurse[^;|\n]*\s[a-z]:\\(?:windows)?(?:[\s'"]|$)`),
		score:       0.9,
		explanation: "The arguments format or recursively delete a Windows drive or system folder.",
	},
	{
		category: CategoryDestructiveCommand, needles: []string{"shutdown", "reboot", "halt", "poweroff", "kill"},
		re:          regexp.MustCompile(`\b(?:shutdown|reboot|halt|poweroff)\b(?:\s+(?:-[a-z]+|now|\+?\d+))+|\bkill(?:all)?\s+-(?:9|kill)\s+-1\b|\binit\s+0\b`),
		score:       0.6,
		explanation: "The arguments shut down or reboot the machine, or kill every process.",
	},
	{
		category: CategoryRemoteCodeExecution, needles: []string{"curl", "wget", "iwr", "invoke-webrequest"},
		re:          regexp.MustCompile(`\b(?:curl|wget|iwr|invoke-webrequest)\b[^;&|\n]*\|\s*(?:sudo\s+)?(?:ba|z|k|da|fi)?sh\b|\b(?:curl|wget)\b[^;&|\n]*\|\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|node|php|iex)\b|\b(?:ba|z)?sh\s+(?:-c\s+)?["']?(?:<\(|\$\()\s*(?:curl|wget)\b`),
		score:       0.85,
		explanation: "The arguments download a script and pipe it straight into an interpreter.",
	},
	{
		category: CategoryRemoteCodeExecution,
		needles:  []string{"/dev/tcp/", "/dev/udp/", "nc ", "ncat", "netcat", "socat", "mkfifo", "socket", "pty.spawn", "tcpclient", "downloadstring"},
		re: regexp.MustCompile(`/dev/(?:tcp|udp)/[^\s/]+/\d+` +
			`|\b(?:nc|ncat|netcat)\b[^;&|\n]*\s-(?:e|c)\s*\S+` +
			`|\bmkfifo\b[^\n]*\b(?:nc|ncat|netcat)\b` +
			`|\bsocat\b[^\n]*\b(?:exec|system):` +
			`|socket\.socket\([^\n]*(?:subprocess|pty\.spawn|os\.dup2|\bsh\b)` +
			`|\bpty\.spawn\(\s*["'](?:/bin/)?(?:ba)?sh` +
			`|system\.net\.sockets\.tcpclient` +
			`|\biex\b[^\n]*downloadstring\(|downloadstring\([^\n]*\|\s*iex\b`),
		score:       0.95,
		explanation: "The arguments open a reverse shell or run code fetched from the network.",
	},
	{
		category: CategoryCredentialAccess,
		needles:  []string{".ssh", ".aws", "/etc/", ".kube", ".docker", ".netrc", "credentials", ".pgpass", "gcloud", "/environ", "secrets/kubernetes", ".gnupg", "169.254.169.254", "metadata.google", "\\config\\sam", ".azure"},
		re: regexp.MustCompile(`\.ssh/(?:id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?:[^.]|$)|authorized_keys)` +
			`|\.aws/(?:credentials|config)\b|/etc/(?:shadow|gshadow|sudoers|master\.passwd)\b|/etc/passwd\b` +
			`|\.kube/config\b|\.docker/config\.json|(?:^|[/\\\s"'=~])\.netrc\b|\.git-credentials\b|(?:^|[/\\\s"'=~])\.pgpass\b` +
			`|application_default_credentials\.json|\.config/gcloud/|\.azure/(?:accesstokens|msal_token_cache|azureprofile)` +
			`|/proc/(?:self|\d+)/environ|/var/run/secrets/kubernetes\.io|\.gnupg/(?:private-keys|secring)` +
			`|169\.254\.169\.254|metadata\.google\.internal|\\config\\sam\b`),
		grade: gradeCredential,
	},
	{
		category: CategoryCredentialAccess,
		needles:  []string{".env"},
		re:       regexp.MustCompile(`(?:^|[/\\\s"'=:~])\.env(\.[a-z0-9_-]+)?(?:$|[\s"',;)])`),
		grade:    gradeEnv,
	},
	{
		category: CategorySQLDestructive, needles: []string{"drop", "truncate"},
		re:    regexp.MustCompile(`\bdrop\s+(table|database|schema|view|index|user|role)\b(?:\s+if\s+exists)?\s+\S+|\btruncate\s+table\s+\S+|(?:^|;)\s*truncate\s+[a-z0-9_."\[\]` + "`" + `]+\s*(?:;|$)`),
		grade: gradeDrop,
	},
	{
		category: CategorySQLDestructive, needles: []string{"delete", "update"}, statement: true,
		re:    regexp.MustCompile(`(?:^|;|\n)\s*(delete\s+from|update)\s+[a-z0-9_."\[\]` + "`" + `]+(\s+set\b)?([^;]*)`),
		grade: gradeDML,
	},
}

// gradeRm scores an rm command by its flags and targets. Only recursive
// deletes count. The score is that of the worst target: the root, a home
// directory or a top-level system directory scores 0.95 (also any target
// with --no-preserve-root), a wildcard or parent directory 0.6, another
// absolute path 0.6 (0.4 under /tmp), and a relative path such as
// ./build/tmp 0.4: recorded, but under the default block threshold,
// because cleaning a build directory is what agents legitimately do.
func gradeRm(lower string, m []int) (float64, string) {
	args := strings.Fields(lower[m[2]:m[3]])
	recursive, noPreserve := false, false
	var targets []string
	for _, a := range args {
		a = strings.Trim(a, `"'`)
		switch {
		case a == "--recursive":
			recursive = true
		case a == "--no-preserve-root":
			noPreserve = true
		case strings.HasPrefix(a, "--"):
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if strings.ContainsAny(a, "rR") {
				recursive = true
			}
		case a != "":
			targets = append(targets, a)
		}
	}
	if !recursive || len(targets) == 0 {
		return 0, ""
	}
	if noPreserve {
		return 0.95, "The arguments delete the whole file system (rm --no-preserve-root)."
	}
	best, why := 0.0, ""
	for _, t := range targets {
		s, w := gradeRmTarget(t)
		if s > best {
			best, why = s, w
		}
	}
	return best, why
}

var systemDirs = map[string]bool{
	"bin": true, "boot": true, "dev": true, "etc": true, "home": true, "lib": true,
	"lib64": true, "opt": true, "proc": true, "root": true, "sbin": true, "srv": true,
	"sys": true, "usr": true, "var": true, "users": true, "library": true, "system": true,
	"applications": true, "private": true, "mnt": true, "media": true,
}

func gradeRmTarget(t string) (float64, string) {
	const (
		critical = "The arguments recursively delete the root, a home directory or a system directory."
		broad    = "The arguments recursively delete a wildcard, parent or absolute path."
		local    = "The arguments recursively delete a relative or temporary path (recorded, not blocked by default)."
	)
	inHome, home := false, ""
	for _, p := range []string{"~", "$home", "${home}"} {
		if t == p || strings.HasPrefix(t, p+"/") {
			inHome, home = true, strings.Trim(strings.TrimPrefix(t, p), "/")
			break
		}
	}
	switch {
	case inHome:
		// The home directory itself, or a dot directory in it (~/.ssh,
		// ~/.config) that holds keys and settings.
		if home == "" || home == "*" || strings.HasPrefix(home, ".") && !strings.Contains(home, "/") {
			return 0.95, critical
		}
		return 0.6, broad
	case strings.HasPrefix(t, "/"):
		clean := path.Clean(t)
		parts := strings.Split(strings.Trim(clean, "/"), "/")
		switch {
		case clean == "/" || clean == "/*" || parts[0] == "*":
			return 0.95, critical
		case parts[0] == "tmp" || parts[0] == "var" && len(parts) > 1 && parts[1] == "tmp":
			return 0.4, local
		case systemDirs[parts[0]] && len(parts) <= 2:
			return 0.95, critical
		default:
			return 0.6, broad
		}
	case t == "*" || t == "." || t == ".." || strings.HasPrefix(t, "../") || t == "./*" || t == "./":
		return 0.6, broad
	default:
		return 0.4, local
	}
}

func gradeCredential(lower string, m []int) (float64, string) {
	s := lower[m[0]:m[1]]
	switch {
	case strings.Contains(s, "/etc/passwd"):
		return 0.5, "The arguments read /etc/passwd, which lists the machine's accounts."
	case strings.Contains(s, "authorized_keys"):
		return 0.8, "The arguments touch ~/.ssh/authorized_keys, which grants SSH access."
	case strings.Contains(s, "169.254.169.254") || strings.Contains(s, "metadata.google"):
		return 0.85, "The arguments reach the cloud metadata service, which hands out instance credentials."
	case strings.Contains(s, ".aws/config"):
		return 0.6, "The arguments read the AWS CLI configuration."
	}
	return 0.9, "The arguments access a credential or secret store (SSH keys, cloud credentials, /etc/shadow, kube config, ...)."
}

// gradeEnv flags .env files, except the templates committed next to them
// (.env.example and the like), which hold no secrets by design.
func gradeEnv(lower string, m []int) (float64, string) {
	if m[2] >= 0 {
		switch lower[m[2]+1 : m[3]] {
		case "example", "sample", "template", "dist", "defaults":
			return 0, ""
		}
	}
	return 0.75, "The arguments read or write a .env file, where applications keep their secrets."
}

func gradeDrop(lower string, m []int) (float64, string) {
	if m[2] >= 0 {
		switch lower[m[2]:m[3]] {
		case "view", "index":
			return 0.6, "The arguments drop a SQL view or index."
		case "user", "role":
			return 0.7, "The arguments drop a database user or role."
		}
	}
	return 0.9, "The arguments drop or truncate a SQL table, schema or database."
}

// gradeDML flags DELETE FROM and UPDATE ... SET statements that have no
// WHERE clause, which change every row of the table.
func gradeDML(lower string, m []int) (float64, string) {
	verb := lower[m[2]:m[3]]
	rest := lower[m[6]:m[7]]
	table := strings.Fields(lower[m[3]:])[0]
	if whereRE.MatchString(rest) || englishDeterminers[table] {
		return 0, ""
	}
	if strings.HasPrefix(verb, "delete") {
		return 0.85, "The arguments delete every row of a SQL table (DELETE FROM without WHERE)."
	}
	if m[4] < 0 {
		return 0, "" // "update" that is not UPDATE ... SET
	}
	return 0.6, "The arguments update every row of a SQL table (UPDATE without WHERE)."
}

var whereRE = regexp.MustCompile(`\bwhere\b`)

// englishDeterminers keep prose such as "delete from the list" or "update
// my notes" out of the SQL rule: no table is named like that.
var englishDeterminers = map[string]bool{
	"the": true, "a": true, "an": true, "my": true, "your": true, "our": true,
	"this": true, "that": true, "these": true, "those": true, "all": true, "each": true, "every": true,
}
