package scans_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"bulwark/shared/compliance"
	"bulwark/shared/datascan/datascantest"
	"bulwark/shared/datasets"
	"bulwark/shared/jobrun"
	"bulwark/shared/scans"
	"bulwark/shared/uploads/uploadstest"
)

// Luhn-valid card numbers written as plain digits: ingestion types such a
// column int64.
var plainCards = []int{4111111111111111, 5500000000000004, 4012888888881881, 5105105105105100}

func framework(rep compliance.Report, id string) compliance.FrameworkResult {
	for _, f := range rep.Frameworks {
		if f.ID == id {
			return f
		}
	}
	return compliance.FrameworkResult{}
}

// uploadFile uploads one tabular file and waits for its ingestion.
func uploadFile(t *testing.T, e *uploadstest.Env, key, name, filename string, data []byte) string {
	t.Helper()
	r := e.Upload(t, key, "/api/uploads/dataset/tabular", uploadstest.File("file", filename, data), uploadstest.Field("dataset_name", name))
	if r.Status != http.StatusOK {
		t.Fatalf("upload %s: %d %s", filename, r.Status, r.Body)
	}
	var up struct {
		DatasetID string `json:"dataset_id"`
		JobID     string `json:"job_id"`
	}
	r.JSON(t, &up)
	if j := e.WaitJob(t, key, up.JobID); j.Status != jobrun.StatusSucceeded {
		t.Fatalf("ingestion of %s: %+v", filename, j)
	}
	return up.DatasetID
}

// A column of card numbers is found whatever its physical type (CSV and
// JSON Lines digits become int64, parquet holds int64 and float64), the
// report fails PCI DSS and GDPR until the data is healed, the heal job's
// remaining count is the re-scan's, and a column the scan cannot read
// keeps the report from passing (not assessed, with the column named).
func TestNumericPIIColumnsFailTheReportUntilHealed(t *testing.T) {
	const rows = 12
	var csv, jsonl strings.Builder
	csv.WriteString("id,card,ssn,phone,amount\n")
	ids, cards, floats, blobs := []any{}, []any{}, []any{}, []any{}
	for i := range rows {
		c := plainCards[i%len(plainCards)]
		ssn, phone := 536221000+i, 14155552600+i
		fmt.Fprintf(&csv, "%d,%d,%d,%d,%d.50\n", i, c, ssn, phone, i*10)
		fmt.Fprintf(&jsonl, `{"id":%d,"card":%d,"ssn":%d,"phone":%d,"amount":%d.5}`+"\n", i, c, ssn, phone, i*10)
		ids, cards, floats, blobs = append(ids, i), append(cards, c), append(floats, float64(c)), append(blobs, []byte{0xff, byte(i)})
	}
	pq, err := datascantest.Parquet([]datascantest.Column{{Name: "id", Values: ids}, {Name: "card", Values: cards}, {Name: "card_float", Values: floats}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	withBlob, err := datascantest.Parquet([]datascantest.Column{{Name: "id", Values: ids}, {Name: "card", Values: cards}, {Name: "blob", Values: blobs}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	e := uploadstest.Embedded(t, uploadstest.Options{})
	key := e.A.APIKey
	for _, tc := range []struct {
		name, file string
		data       []byte
		unreadable string // a column the scan cannot read
	}{
		{"csv", "cards.csv", []byte(csv.String()), ""},
		{"jsonl", "cards.jsonl", []byte(jsonl.String()), ""},
		{"parquet", "cards.parquet", pq, ""},
		{"parquet-blob", "blob.parquet", withBlob, "blob"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dsID := uploadFile(t, e, key, tc.name, tc.file, tc.data)
			s := startScan(t, e, key, dsID, map[string]any{})
			v := result(t, e, key, s.ScanID)
			if n := total(v, "CREDIT_CARD"); n < rows {
				t.Fatalf("CREDIT_CARD: %d findings in %d rows; totals %+v", n, rows, v.Totals)
			}
			// A bare 9-digit integer is an SSN only in context: the
			// column's name gives it, as a sentence would.
			if tc.name == "csv" || tc.name == "jsonl" {
				for _, cat := range []string{"US_SSN", "PHONE"} {
					if n := total(v, cat); n < rows {
						t.Errorf("%s in an integer column: %d findings in %d rows; totals %+v", cat, n, rows, v.Totals)
					}
				}
			}
			before := report(t, e, key, dsID, "")
			for _, fw := range []string{compliance.PCI, compliance.GDPR} {
				if f := framework(before, fw); f.Status != compliance.Fail {
					t.Errorf("%s before healing: %s", fw, f.Status)
				}
			}
			if tc.unreadable != "" {
				if len(before.NotScanned) != 1 || before.NotScanned[0].Name != tc.unreadable || !before.NotScanned[0].CanHoldPII {
					t.Errorf("not scanned: %+v", before.NotScanned)
				}
				html := e.Do(t, key, "GET", "/api/compliance/"+dsID+"?format=html", nil, "")
				if !strings.Contains(string(html.Body), "Columns not scanned") || !strings.Contains(string(html.Body), "<td>"+tc.unreadable+"</td>") {
					t.Errorf("the HTML report does not list the unscanned column")
				}
			} else if len(before.NotScanned) != 0 || len(v.SkippedColumns) != 0 {
				t.Errorf("every column is scanned, yet %+v / %+v", before.NotScanned, v.SkippedColumns)
			}

			var actions []map[string]string
			for _, f := range before.Healing {
				actions = append(actions, map[string]string{"category": f.Category, "action": f.Action})
			}
			r := e.Do(t, key, "POST", "/api/datasets/"+dsID+"/heal", map[string]any{"scan_id": s.ScanID, "actions": actions}, "")
			if r.Status != http.StatusAccepted {
				t.Fatalf("heal: %d %s", r.Status, r.Body)
			}
			var hr scans.HealResponse
			r.JSON(t, &hr)
			j := e.WaitJob(t, key, hr.JobID)
			if j.Status != jobrun.StatusSucceeded {
				t.Fatalf("heal job: %+v", j)
			}
			if n := j.Details["remaining"].(map[string]any)["CREDIT_CARD"]; n != nil && n.(float64) != 0 {
				t.Errorf("%v card numbers remain after healing", n)
			}
			waitVersion(t, e, key, dsID, 2)
			healed := result(t, e, key, hr.VerificationScanID)
			if n := total(healed, "CREDIT_CARD"); n != 0 {
				t.Errorf("the healed version still holds %d card numbers", n)
			}
			for _, cat := range []string{"US_SSN", "PHONE"} {
				if n := total(healed, cat); n != 0 {
					t.Errorf("the healed version still holds %d %s", n, cat)
				}
			}
			after := report(t, e, key, dsID, "")
			if tc.unreadable == "" && after.Status != compliance.Pass {
				t.Errorf("report after healing: %s %+v", after.Status, after.Frameworks)
			}
			want := compliance.Pass
			if tc.unreadable != "" {
				want = compliance.NotAssessed
			}
			for _, fw := range []string{compliance.PCI, compliance.GDPR} {
				if f := framework(after, fw); f.Status != want {
					t.Errorf("%s after healing: %s, want %s", fw, f.Status, want)
				}
			}
			// The id column had nothing to heal and keeps its type; the
			// card column is text now.
			var ds datasets.View
			e.Do(t, key, "GET", "/api/datasets/"+dsID, nil, "").JSON(t, &ds)
			types := map[string]string{}
			for _, c := range ds.Versions[0].Columns {
				types[c.Name] = c.Type
			}
			if types["id"] != "int64" || types["card"] != "utf8" {
				t.Errorf("healed column types: %v", types)
			}
		})
	}
}
