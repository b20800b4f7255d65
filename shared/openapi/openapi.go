// Package openapi holds the OpenAPI 3.1 document of the whole API
// (openapi.yaml, edited by hand) and serves it as JSON. The document is the
// one list of routes: the router test checks that the server registers
// exactly its operations, and the CDK stack routes each operation to the
// function of its group (the operation's first tag).
package openapi

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed openapi.yaml
var source []byte

// Operation is one route of the API.
type Operation struct {
	Method      string // upper case
	Path        string // with {param} placeholders, as net/http patterns
	Group       string // endpoint group: the operation's first tag
	OperationID string
	// Public operations need no credential (security: []).
	Public bool
	// NoAudit operations (x-bulwark-audit: false) are data-plane calls —
	// scans and proxied LLM calls — that the runtime event log records
	// instead of the audit trail, so prompts never land in audit params.
	NoAudit bool
}

var (
	once    sync.Once
	docJSON []byte
	ops     []Operation
	loadErr error
)

func load() {
	var doc map[string]any
	if loadErr = yaml.Unmarshal(source, &doc); loadErr != nil {
		return
	}
	if docJSON, loadErr = json.Marshal(doc); loadErr != nil {
		return
	}
	paths, _ := doc["paths"].(map[string]any)
	for p, v := range paths {
		item, _ := v.(map[string]any)
		if ws, _ := item["x-bulwark-websocket"].(bool); ws {
			// Documented, not routed: the live WebSocket is served by the
			// live stream (shared/live), not by an endpoint group.
			continue
		}
		for m, o := range item {
			switch m {
			case "get", "put", "post", "delete", "patch", "head", "options":
			default:
				continue
			}
			op, _ := o.(map[string]any)
			tags, _ := op["tags"].([]any)
			if len(tags) == 0 {
				loadErr = fmt.Errorf("openapi: %s %s has no tag (its group)", m, p)
				return
			}
			id, _ := op["operationId"].(string)
			sec, hasSec := op["security"].([]any)
			audited, hasAudit := op["x-bulwark-audit"].(bool)
			ops = append(ops, Operation{
				Method: strings.ToUpper(m), Path: p, Group: fmt.Sprint(tags[0]),
				OperationID: id, Public: hasSec && len(sec) == 0, NoAudit: hasAudit && !audited,
			})
		}
	}
	sort.Slice(ops, func(i, j int) bool {
		if ops[i].Path != ops[j].Path {
			return ops[i].Path < ops[j].Path
		}
		return ops[i].Method < ops[j].Method
	})
}

// mustLoad parses the embedded document once. The document is part of the
// binary and checked by tests, so a parse failure is a build defect.
func mustLoad() {
	once.Do(load)
	if loadErr != nil {
		panic(loadErr)
	}
}

// JSON returns the document as JSON.
func JSON() []byte {
	mustLoad()
	return docJSON
}

// Operations returns every operation, sorted by path then method.
func Operations() []Operation {
	mustLoad()
	return append([]Operation(nil), ops...)
}

// Groups returns the endpoint group names, sorted.
func Groups() []string {
	seen := map[string]bool{}
	var out []string
	for _, o := range Operations() {
		if !seen[o.Group] {
			seen[o.Group] = true
			out = append(out, o.Group)
		}
	}
	sort.Strings(out)
	return out
}

// Handler serves the document.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(JSON())
	})
}
