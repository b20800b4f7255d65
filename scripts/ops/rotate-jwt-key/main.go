// Command rotate-jwt-key rotates the key that signs access tokens without
// signing anybody out (auth.RotateSigningKey): a new key signs from the
// next minute on, and tokens signed with the previous key stay valid until
// they expire. Run it against the local data directory of make run, or
// against the deployment's Secrets Manager secret with the operator's AWS
// credentials:
//
//	go run ./scripts/ops/rotate-jwt-key -data .data
//	go run ./scripts/ops/rotate-jwt-key -aws -prefix Bulwark/
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"bulwark/shared/auth"
	"bulwark/shared/awsenv"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/secrets/smsecrets"
)

func main() {
	data := flag.String("data", "", "the data directory of a local deployment (BULWARK_DATA_DIR)")
	useAWS := flag.Bool("aws", false, "rotate the deployment's Secrets Manager secret")
	prefix := flag.String("prefix", "bulwark/", "the deployment's secret prefix (BULWARK_SECRET_PREFIX)")
	flag.Parse()
	if err := run(*data, *useAWS, *prefix); err != nil {
		fmt.Fprintln(os.Stderr, "rotate-jwt-key:", err)
		os.Exit(1)
	}
	fmt.Println("rotated: new sessions are signed with the new key within a minute; existing sessions stay valid until they expire")
}

func run(data string, useAWS bool, prefix string) error {
	ctx := context.Background()
	var store secrets.Store
	switch {
	case useAWS == (data != ""):
		return fmt.Errorf("give exactly one of -data DIR and -aws")
	case useAWS:
		cfg, err := awsenv.Load(ctx)
		if err != nil {
			return err
		}
		store = secrets.WithPrefix(smsecrets.New(secretsmanager.NewFromConfig(cfg)), prefix)
	default:
		s, err := filesecrets.New(filepath.Join(data, "secrets"))
		if err != nil {
			return err
		}
		store = s
	}
	return auth.RotateSigningKey(ctx, store)
}
