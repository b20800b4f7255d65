package apps

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"bulwark/shared/detect/embedding"
	"bulwark/shared/errs"
	"bulwark/shared/store"
)

// maxProfileAttempts bounds the optimistic retries of a profile update,
// which back off with jitter (up to about 30 ms in all) so that a burst of
// concurrent scans of one app spreads out instead of colliding again. A
// scan whose update still loses leaves the profile without its text: the
// profile is a moving average of hundreds of texts, and a scan must not
// fail or wait long because its neighbours were scanned at the same moment.
const maxProfileAttempts = 12

func profileKey(ws, app string) store.Key {
	return store.Key{Workspace: ws, Kind: KindProfile, ID: app}
}

// Profile returns the app's traffic profile for the embedding_anomaly
// detector: the empty profile until the first scan observed a text.
func (s *Service) Profile(ctx context.Context, ws, app string) (embedding.Profile, error) {
	var p embedding.Profile
	it, err := s.Main.Get(ctx, profileKey(ws, app))
	if errors.Is(err, errs.ErrNotFound) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("apps.Profile %s: %w", app, err)
	}
	if err := p.UnmarshalBinary(it.Data); err != nil {
		// A damaged profile is rebuilt from the next texts rather than
		// stopping every scan of the app.
		return embedding.Profile{}, nil
	}
	return p, nil
}

// Observe adds one text's embedding to the app's stored profile. Every
// update is an optimistic write (a conditional Create for the first), so
// concurrent scans on any number of instances never lose each other's
// updates; it reports whether the text was recorded.
func (s *Service) Observe(ctx context.Context, ws, app string, v *embedding.Vector) (bool, error) {
	k := profileKey(ws, app)
	for attempt := range maxProfileAttempts {
		var p embedding.Profile
		it, err := s.Main.Get(ctx, k)
		exists := err == nil
		switch {
		case errors.Is(err, errs.ErrNotFound):
		case err != nil:
			return false, fmt.Errorf("apps.Observe %s: %w", app, err)
		default:
			if p.UnmarshalBinary(it.Data) != nil {
				p = embedding.Profile{}
			}
		}
		p.Observe(*v)
		data, err := p.MarshalBinary()
		if err != nil {
			return false, fmt.Errorf("apps.Observe %s: encode: %w", app, err)
		}
		if exists {
			_, err = s.Main.Update(ctx, store.Item{Key: k, Data: data, Version: it.Version})
		} else {
			_, err = s.Main.Create(ctx, store.Item{Key: k, Data: data})
		}
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, errs.ErrVersionMismatch) && !errors.Is(err, errs.ErrAlreadyExists) && !errors.Is(err, errs.ErrNotFound) {
			return false, fmt.Errorf("apps.Observe %s: %w", app, err)
		}
		backoff(ctx, attempt)
	}
	return false, nil
}

// backoff sleeps a random time below 2^min(attempt, 4) milliseconds, or
// until ctx ends.
func backoff(ctx context.Context, attempt int) {
	d := time.Duration(rand.Int64N(int64(time.Millisecond) << min(attempt, 4)))
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
