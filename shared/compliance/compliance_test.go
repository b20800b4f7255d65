package compliance_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"bulwark/shared/compliance"
	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
	"bulwark/shared/heal"
)

var now = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func scanParquet(t *testing.T, b []byte, families []string) datascan.Summary {
	t.Helper()
	s, err := datascan.New(datascan.Options{Families: families})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := s.ScanParquet(context.Background(), bytes.NewReader(b), datascan.ScanOptions{}, datascan.NewCollector())
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

func customers(t *testing.T) []byte {
	t.Helper()
	b, err := datascantest.Parquet([]datascantest.Column{
		datascantest.Strings("name", "Ann Lee", "Bo Chen", "Cy Diaz"),
		datascantest.Strings("email", "ann.lee@example.com", "bo.chen@example.org", "cy@example.net"),
		datascantest.Strings("card", "4111 1111 1111 1111", "5500 0000 0000 0004", "none"),
		datascantest.Strings("notes", "aws_secret_access_key = "+datascantest.Token(2, 40, datascantest.Alnum+"+/"), "ok", "ok"),
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func control(r compliance.Report, fw, id string) compliance.ControlResult {
	for _, f := range r.Frameworks {
		if f.ID == fw {
			for _, c := range f.Controls {
				if c.ID == id {
					return c
				}
			}
		}
	}
	return compliance.ControlResult{}
}

func evaluate(sum datascan.Summary, families []string, images bool) compliance.Report {
	return compliance.Evaluate(compliance.Input{DatasetID: "d1", DatasetName: "customers <script>", Version: 1, Images: images,
		ScanID: "s1", ScannedAt: now, Detectors: families, Summary: sum, Now: now})
}

// A table with e-mails, card numbers and a key fails GDPR, HIPAA, PCI DSS
// and CCPA; the healing the report proposes, applied, makes a scan of the
// healed version pass all four.
func TestReportFlipsToPassAfterHealing(t *testing.T) {
	fams := datascan.Families()
	src := customers(t)
	sum := scanParquet(t, src, fams)
	r := evaluate(sum, fams, false)
	if r.Status != compliance.Fail {
		t.Fatalf("status %s", r.Status)
	}
	for _, fw := range r.Frameworks {
		if fw.Status != compliance.Fail {
			t.Errorf("%s: %s", fw.ID, fw.Status)
		}
	}
	pan := control(r, compliance.PCI, "pci-pan")
	if pan.Status != compliance.Fail || len(pan.Findings) != 1 || pan.Findings[0].Count != 2 || pan.Findings[0].Columns[0] != "card" {
		t.Errorf("pci-pan: %+v", pan)
	}
	if len(pan.Healing) != 1 || pan.Healing[0] != (compliance.Fix{Category: "CREDIT_CARD", Action: heal.Hash}) {
		t.Errorf("pci-pan healing: %+v", pan.Healing)
	}
	if c := control(r, compliance.GDPR, "gdpr-security"); c.Status != compliance.Fail || c.Findings[0].Category != "AWS_SECRET_KEY" {
		t.Errorf("gdpr-security: %+v", c)
	}
	if c := control(r, compliance.HIPAA, "hipaa-dates"); c.Status != compliance.Pass {
		t.Errorf("hipaa-dates: %+v", c)
	}
	if c := control(r, compliance.GDPR, "gdpr-location"); c.ID != "" {
		t.Errorf("an image control in a tabular report: %+v", c)
	}

	// Heal with the report's own healing.
	var rules []heal.Rule
	for _, f := range r.Healing {
		rules = append(rules, heal.Rule{Category: f.Category, Action: f.Action})
	}
	sc, _ := datascan.New(datascan.Options{Families: fams})
	tb, err := datascan.OpenTable(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	var out bytes.Buffer
	if _, _, err := heal.Parquet(context.Background(), tb, &out, &heal.Plan{Rules: rules, Scanner: sc, Salt: []byte("s")}, nil); err != nil {
		t.Fatal(err)
	}
	after := evaluate(scanParquet(t, out.Bytes(), fams), fams, false)
	if after.Status != compliance.Pass || len(after.Healing) != 0 {
		t.Errorf("after healing: %s, healing %+v", after.Status, after.Healing)
		for _, fw := range after.Frameworks {
			for _, c := range fw.Controls {
				if c.Status != compliance.Pass {
					t.Errorf("  %s %s: %+v", fw.ID, c.ID, c.Findings)
				}
			}
		}
	}
}

// A scan without the secrets family cannot assess the credential
// controls.
func TestNotAssessed(t *testing.T) {
	fams := []string{datascan.FamilyPII}
	sum := scanParquet(t, customers(t), fams)
	r := evaluate(sum, fams, false)
	c := control(r, compliance.PCI, "pci-credentials")
	if c.Status != compliance.NotAssessed || !strings.Contains(c.Reason, "secrets") {
		t.Errorf("pci-credentials: %+v", c)
	}
	if r.Status != compliance.Fail {
		t.Errorf("status %s", r.Status)
	}
	// Nothing failing, something not assessed: not_assessed, never pass.
	clean, _ := datascantest.Parquet([]datascantest.Column{datascantest.Strings("x", "hello there")}, 0)
	r = evaluate(scanParquet(t, clean, fams), fams, false)
	if r.Status != compliance.NotAssessed {
		t.Errorf("clean, partly assessed: %s", r.Status)
	}
}

// Image sets get the location controls, broken by GPS positions and by
// personal data in metadata, healed by stripping metadata.
func TestImageControls(t *testing.T) {
	s, _ := datascan.New(datascan.Options{})
	c := datascan.NewCollector()
	exif := datascantest.EXIF(map[uint16]string{0x013B: "jane.roe@example.com"}, true, [3]uint32{48, 51, 29}, [3]uint32{2, 17, 40})
	s.CheckImage(c, 0, "a.jpg", datascantest.WithEXIF(datascantest.JPEG(datascantest.Picture(32, 32, 1), 80), exif))
	r := evaluate(c.Summary(), datascan.Families(), true)
	for _, id := range [][2]string{{compliance.GDPR, "gdpr-location"}, {compliance.HIPAA, "hipaa-geographic"}, {compliance.CCPA, "ccpa-geolocation"}} {
		ctl := control(r, id[0], id[1])
		if ctl.Status != compliance.Fail || len(ctl.Findings) != 2 {
			t.Errorf("%s: %+v", id[1], ctl)
		}
		for _, f := range ctl.Healing {
			if f.Action != compliance.StripMetadata {
				t.Errorf("%s healing %+v", id[1], f)
			}
		}
	}
	if ctl := control(r, compliance.GDPR, "gdpr-minimisation"); ctl.Status != compliance.Fail || ctl.Healing[0].Action != compliance.StripMetadata {
		t.Errorf("metadata e-mail: %+v", ctl)
	}
}

// The HTML rendering shows every framework and control and escapes the
// data it prints.
func TestHTML(t *testing.T) {
	fams := datascan.Families()
	r := evaluate(scanParquet(t, customers(t), fams), fams, false)
	var b bytes.Buffer
	if err := compliance.HTML(&b, r); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{"GDPR", "HIPAA", "PCI DSS", "CCPA", "Primary account numbers unreadable where stored",
		"customers &lt;script&gt;", "CREDIT_CARD", `class="badge fail"`, "/api/datasets/d1/heal"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "<script>") || strings.Contains(page, "4111 1111") {
		t.Error("page carries unescaped or clear data")
	}
	// Charts are inline SVG (nothing fetched from elsewhere), and the
	// healing is a table of actions in words, not raw JSON.
	for _, want := range []string{"<svg", "Controls per framework", "Findings per category", "<title>2 CREDIT_CARD (pii)</title>",
		"<td><strong>hash</strong></td>", "joins still work", "<td>CREDIT_CARD</td><td>2</td><td><code>card</code></td>"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "http://") && !strings.Contains(page, `xmlns="http://www.w3.org/2000/svg"`) || strings.Contains(page, "https://") {
		t.Error("the page names an external resource")
	}
	if i := strings.Index(page, "Healing that makes it pass"); i < 0 || strings.Index(page[i:], "<pre>") < strings.Index(page[i:], "<table>") {
		t.Error("the healing is not shown as a table before the request body")
	}
}
