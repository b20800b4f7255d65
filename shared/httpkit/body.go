package httpkit

import (
	"errors"
	"io"
	"net"
	"net/http"
	"time"

	"bulwark/shared/errs"
)

// Pacing of request bodies on a server that reads them off the socket (the
// local server; API Gateway buffers a body before Lambda sees it). A body
// must keep arriving: each read waits at most BodyIdleTimeout for a byte,
// and after BodyGrace the body must have averaged MinBodyRate. A client
// that trickles a body (slowloris) is cut off within about
// BodyGrace + BodyIdleTimeout instead of holding a connection and a
// handler for as long as it likes.
const (
	BodyIdleTimeout = 10 * time.Second
	BodyGrace       = 10 * time.Second
	MinBodyRate     = 1024 // bytes per second
)

// ErrBodyTooSlow is the answer to a body that did not keep pace (408).
var ErrBodyTooSlow = errs.New(errs.ErrTimeout, "BODY_TOO_SLOW",
	"the request body arrived too slowly (a byte at least every 10 s, 1 KiB/s on average after 10 s)")

// BodyPace is a pacing rule; DefaultBodyPace is the server's.
type BodyPace struct {
	Idle, Grace time.Duration
	MinRate     float64 // bytes per second
}

// DefaultBodyPace is the pacing the local server enforces.
var DefaultBodyPace = BodyPace{Idle: BodyIdleTimeout, Grace: BodyGrace, MinRate: MinBodyRate}

// PaceBodies enforces pace on every request body of h.
func PaceBodies(h http.Handler, pace BodyPace) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = &pacedBody{ReadCloser: r.Body, pace: pace, rc: http.NewResponseController(w), start: time.Now()}
		}
		h.ServeHTTP(w, r)
	})
}

type pacedBody struct {
	io.ReadCloser
	pace  BodyPace
	rc    *http.ResponseController
	start time.Time
	n     int64
	err   error
}

func (b *pacedBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	_ = b.rc.SetReadDeadline(time.Now().Add(b.pace.Idle))
	n, err := b.ReadCloser.Read(p)
	b.n += int64(n)
	var ne net.Error
	switch {
	case err != nil && errors.As(err, &ne) && ne.Timeout():
		b.err = ErrBodyTooSlow
		return n, b.err
	case err != nil:
		// The whole body is read (or the client went away): lift the
		// deadline, or it would end a long answer (a stream) that the
		// server watches the connection during.
		_ = b.rc.SetReadDeadline(time.Time{})
		return n, err
	}
	if el := time.Since(b.start); el > b.pace.Grace && float64(b.n) < el.Seconds()*b.pace.MinRate {
		b.err = ErrBodyTooSlow
		return n, b.err
	}
	return n, nil
}

// ReadBody reads a request body of at most limit bytes: PAYLOAD_TOO_LARGE
// (413) beyond it, BODY_TOO_SLOW (408) when it did not keep pace, and
// BODY_READ_FAILED (400) when it could not be read otherwise.
func ReadBody(r *http.Request, limit int64) ([]byte, error) {
	if r.Body == nil {
		return nil, nil
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		if errors.Is(err, ErrBodyTooSlow) {
			return nil, err
		}
		return nil, errs.New(errs.ErrInvalid, "BODY_READ_FAILED", "the request body could not be read")
	}
	if int64(len(body)) > limit {
		return nil, errs.Newf(errs.ErrTooLarge, "PAYLOAD_TOO_LARGE", "the request body exceeds %d bytes", limit)
	}
	return body, nil
}
