// Package awsenv loads the AWS SDK configuration the same way for every
// Lambda, tool and test: from the environment, with AWS_ENDPOINT_URL
// pointing every client at an emulator (moto, LocalStack) when set.
package awsenv

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/feature/ec2/imds"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// DefaultRegion is used when neither AWS_REGION nor a profile names one.
const DefaultRegion = "us-east-1"

// Load reads the SDK configuration from the environment. The SDK itself
// honours AWS_ENDPOINT_URL (and AWS_ENDPOINT_URL_<SERVICE>); the region
// defaults to DefaultRegion.
//
// The EC2 instance metadata service is never consulted, for credentials or
// the region: Bulwark runs on Lambda (credentials in the environment) or
// locally (environment, profile or container credentials), and a process
// that may be steered to fetch URLs must not be able to reach
// 169.254.169.254 on its own.
func Load(ctx context.Context) (aws.Config, error) {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithDefaultRegion(DefaultRegion),
		config.WithEC2IMDSClientEnableState(imds.ClientDisabled))
	if err != nil {
		return aws.Config{}, fmt.Errorf("awsenv.Load: %w", err)
	}
	return cfg, nil
}

// Emulated reports whether S3 requests go to a custom endpoint (an emulator)
// rather than to AWS.
func Emulated(cfg aws.Config) bool {
	return cfg.BaseEndpoint != nil || os.Getenv("AWS_ENDPOINT_URL_S3") != ""
}

// S3Client returns an S3 client for cfg. Against a custom endpoint it uses
// path-style addressing (http://host:port/bucket/key), because emulators on
// 127.0.0.1 cannot serve bucket names as host names.
func S3Client(cfg aws.Config, optFns ...func(*s3.Options)) *s3.Client {
	emulated := Emulated(cfg)
	return s3.NewFromConfig(cfg, append([]func(*s3.Options){func(o *s3.Options) {
		o.UsePathStyle = o.UsePathStyle || emulated
	}}, optFns...)...)
}
