package live

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/aws/smithy-go/encoding/httpbinding"
)

// Poster sends one message to one WebSocket connection of the API Gateway
// WebSocket API. Implementations are safe for concurrent use.
type Poster interface {
	// Post returns ErrGone when the connection no longer exists.
	Post(ctx context.Context, connectionID string, msg []byte) error
}

// ErrGone is the Management API's 410: the client went away.
var ErrGone = errors.New("live: connection gone")

// ManagementAPI posts to connections through the API Gateway Management
// API's PostToConnection (POST <endpoint>/@connections/<id>), signed with
// SigV4 for the execute-api service. It is that one call of the SDK's
// apigatewaymanagementapi client, made with the SDK's signer: the request
// is built the way the SDK builds it (the connection id escaped as a path
// label, the signer escaping the path again), so the signature matches.
type ManagementAPI struct {
	// Endpoint is the stage's callback URL,
	// https://<api-id>.execute-api.<region>.amazonaws.com/<stage> (the stack
	// passes it in BULWARK_LIVE_ENDPOINT).
	Endpoint string
	// Region and Credentials sign the requests (the function's role).
	Region      string
	Credentials aws.CredentialsProvider
	// Client sends the requests; nil means a client with a 10 s timeout.
	Client *http.Client
	// Now is the signing time; nil means time.Now.
	Now func() time.Time
}

var _ Poster = (*ManagementAPI)(nil)

// Post sends msg as one text message to the connection.
func (m *ManagementAPI) Post(ctx context.Context, connectionID string, msg []byte) error {
	base, err := url.Parse(strings.TrimRight(m.Endpoint, "/"))
	if err != nil || base.Scheme == "" || base.Host == "" {
		return fmt.Errorf("live: management endpoint %q is not a URL", m.Endpoint)
	}
	u := *base
	u.Path = base.Path + "/@connections/" + connectionID
	u.RawPath = base.EscapedPath() + "/@connections/" + httpbinding.EscapePath(connectionID, true)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(msg))
	if err != nil {
		return fmt.Errorf("live: post: %w", err)
	}
	req.URL = &u
	req.Header.Set("Content-Type", "application/octet-stream")
	creds, err := m.Credentials.Retrieve(ctx)
	if err != nil {
		return fmt.Errorf("live: post: credentials: %w", err)
	}
	sum := sha256.Sum256(msg)
	now := time.Now
	if m.Now != nil {
		now = m.Now
	}
	if err := v4.NewSigner().SignHTTP(ctx, creds, req, hex.EncodeToString(sum[:]), "execute-api", m.Region, now()); err != nil {
		return fmt.Errorf("live: post: sign: %w", err)
	}
	client := m.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("live: post to %s: %w", connectionID, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
	switch {
	case resp.StatusCode == http.StatusGone:
		return ErrGone
	case resp.StatusCode/100 != 2:
		return fmt.Errorf("live: post to %s: %s: %s", connectionID, resp.Status, bytes.TrimSpace(body))
	}
	return nil
}
