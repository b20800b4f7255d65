package proxy_test

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/lambdahttp"
	"bulwark/shared/proxy"
)

// On AWS the group runs behind a Function URL with response streaming: the
// same handler, through the lambdaurl adapter, streams scanned chunks.
func TestStreamsThroughTheFunctionURLAdapter(t *testing.T) {
	v := newEnv(t)
	app := v.app(nil)
	body, _ := json.Marshal(map[string]any{"model": "m", "stream": true, "messages": []any{
		map[string]any{"role": "user", "content": script("say:write to jane.doe@exa||mple.com today")}}})
	var req events.LambdaFunctionURLRequest
	req.RawPath = proxy.PathChatCompletions
	req.Body = string(body)
	req.Headers = map[string]string{"authorization": "Bearer " + v.owner.APIKey, "x-app-id": app, "content-type": "application/json"}
	req.RequestContext.HTTP.Method = "POST"
	req.RequestContext.HTTP.SourceIP = "203.0.113.9"
	req.RequestContext.DomainName = "abc.lambda-url.eu-west-1.on.aws"
	resp, err := lambdahttp.FunctionURL(v.srv.Config.Handler)(context.Background(), &req)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	var text strings.Builder
	for _, ev := range parseSSE(raw) {
		var ch struct {
			Choices []struct {
				Delta struct{ Content string } `json:"delta"`
			} `json:"choices"`
		}
		_ = json.Unmarshal([]byte(ev.data), &ch)
		for _, c := range ch.Choices {
			text.WriteString(c.Delta.Content)
		}
	}
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Headers["Content-Type"], "text/event-stream") ||
		text.String() != "write to <EMAIL> today" || !strings.HasSuffix(strings.TrimSpace(string(raw)), "data: [DONE]") {
		t.Fatalf("%d %v %q\n%s", resp.StatusCode, resp.Headers, text.String(), raw)
	}
	evs := v.events(app)
	if len(evs) != 2 || evs[0].ClientIP != "203.0.113.9" {
		t.Fatalf("events %+v", evs)
	}
}
