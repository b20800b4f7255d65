package stack

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssqs"
	"github.com/aws/jsii-runtime-go"
)

// Key schema of every table, as written by shared/store/dynamostore.
const (
	attrPartition = "pk"
	attrSort      = "sk"
	// attrExpiry holds the item's expiry in unix seconds; DynamoDB TTL
	// deletes expired items (lazily: the store hides them until then).
	attrExpiry = "exp"
)

// maxReceives is how often a message is delivered before it moves to its
// dead-letter queue.
const maxReceives = 5

// data creates the tables and the buckets.
func (b *builder) data() {
	b.main = b.table("MainTable", "")
	// The live function pushes new events to WebSocket clients from the
	// events table's stream.
	b.events = b.table("EventsTable", awsdynamodb.StreamViewType_NEW_IMAGE)
	b.audit = b.table("AuditTable", "")
	b.nonces = b.table("NoncesTable", "")

	b.logBucket = awss3.NewBucket(b.stack, jsii.String("AccessLogBucket"), &awss3.BucketProps{
		BlockPublicAccess: awss3.BlockPublicAccess_BLOCK_ALL(),
		// Server access log delivery supports SSE-S3 only.
		Encryption:      awss3.BucketEncryption_S3_MANAGED,
		EnforceSSL:      jsii.Bool(true),
		ObjectOwnership: awss3.ObjectOwnership_BUCKET_OWNER_ENFORCED,
		RemovalPolicy:   awscdk.RemovalPolicy_RETAIN,
		LifecycleRules: &[]*awss3.LifecycleRule{{
			Id:                                  jsii.String("expire-access-logs"),
			Expiration:                          awscdk.Duration_Days(jsii.Number(90)),
			AbortIncompleteMultipartUploadAfter: awscdk.Duration_Days(jsii.Number(1)),
		}},
	})

	b.bucket = awss3.NewBucket(b.stack, jsii.String("DataBucket"), &awss3.BucketProps{
		BlockPublicAccess:      awss3.BlockPublicAccess_BLOCK_ALL(),
		Encryption:             awss3.BucketEncryption_S3_MANAGED,
		EnforceSSL:             jsii.Bool(true),
		ObjectOwnership:        awss3.ObjectOwnership_BUCKET_OWNER_ENFORCED,
		Versioned:              jsii.Bool(true),
		ServerAccessLogsBucket: b.logBucket,
		ServerAccessLogsPrefix: jsii.String("data/"),
		// A bucket holding customer datasets is never deleted with the stack.
		RemovalPolicy: awscdk.RemovalPolicy_RETAIN,
		LifecycleRules: &[]*awss3.LifecycleRule{
			{
				Id:                                  jsii.String("housekeeping"),
				AbortIncompleteMultipartUploadAfter: awscdk.Duration_Days(jsii.Number(1)),
				// Versioning protects against a bad overwrite or delete for a
				// month, not forever.
				NoncurrentVersionExpiration: awscdk.Duration_Days(jsii.Number(30)),
				ExpiredObjectDeleteMarker:   jsii.Bool(true),
			},
			{
				// Raw uploads are read once, when they are converted to
				// parquet; afterwards they are kept at the infrequent-access
				// price.
				Id:     jsii.String("uploads-to-infrequent-access"),
				Prefix: jsii.String(UploadsPrefix),
				Transitions: &[]*awss3.Transition{{
					StorageClass:    awss3.StorageClass_INFREQUENT_ACCESS(),
					TransitionAfter: awscdk.Duration_Days(jsii.Number(30)),
				}},
			},
		},
		// Browsers PUT large files straight to presigned URLs; the
		// signature, not CORS, is what authorizes the upload.
		Cors: &[]*awss3.CorsRule{{
			Id:             jsii.String("presigned-uploads"),
			AllowedMethods: &[]awss3.HttpMethods{awss3.HttpMethods_PUT},
			AllowedOrigins: jsii.Strings(b.settings.CORSOrigins...),
			AllowedHeaders: jsii.Strings("*"),
			ExposedHeaders: jsii.Strings("ETag"),
			MaxAge:         jsii.Number(3000),
		}},
	})
}

// table creates one table with the store's key schema. stream, when not
// empty, turns on the table's stream with that view.
func (b *builder) table(id string, stream awsdynamodb.StreamViewType) awsdynamodb.Table {
	props := &awsdynamodb.TableProps{
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String(attrPartition), Type: awsdynamodb.AttributeType_STRING},
		SortKey:      &awsdynamodb.Attribute{Name: jsii.String(attrSort), Type: awsdynamodb.AttributeType_STRING},
		BillingMode:  awsdynamodb.BillingMode_PAY_PER_REQUEST,
		PointInTimeRecoverySpecification: &awsdynamodb.PointInTimeRecoverySpecification{
			PointInTimeRecoveryEnabled: jsii.Bool(true),
		},
		Encryption:          awsdynamodb.TableEncryption_AWS_MANAGED,
		TimeToLiveAttribute: jsii.String(attrExpiry),
		DeletionProtection:  jsii.Bool(b.settings.DeletionProtection),
		RemovalPolicy:       b.removal(),
	}
	if stream != "" {
		props.Stream = stream
	}
	return awsdynamodb.NewTable(b.stack, jsii.String(id), props)
}

// queues creates the job and webhook queues, each with its dead-letter
// queue, and the dead-letter queue of asynchronous invocations.
func (b *builder) queues() {
	// AWS recommends a visibility timeout of six times the consumer's
	// timeout, so that a message is not redelivered while a throttled or
	// retried invocation still holds it.
	visibility := awscdk.Duration_Seconds(jsii.Number(6 * SizeOf(fnWorker).Timeout.Seconds()))
	b.jobs, b.jobsDLQ = b.queueWithDLQ("Jobs", visibility)
	b.webhooks, b.webhooksDLQ = b.queueWithDLQ("Webhooks", visibility)
	b.asyncDLQ = b.queue("AsyncDLQ", &awssqs.QueueProps{RetentionPeriod: awscdk.Duration_Days(jsii.Number(14))})
}

func (b *builder) queueWithDLQ(id string, visibility awscdk.Duration) (awssqs.Queue, awssqs.Queue) {
	dlq := b.queue(id+"DLQ", &awssqs.QueueProps{RetentionPeriod: awscdk.Duration_Days(jsii.Number(14))})
	q := b.queue(id+"Queue", &awssqs.QueueProps{
		VisibilityTimeout: visibility,
		RetentionPeriod:   awscdk.Duration_Days(jsii.Number(4)),
		DeadLetterQueue:   &awssqs.DeadLetterQueue{Queue: dlq, MaxReceiveCount: jsii.Number(maxReceives)},
	})
	return q, dlq
}

// queue creates a queue encrypted at rest and reachable over TLS only.
func (b *builder) queue(id string, props *awssqs.QueueProps) awssqs.Queue {
	props.Encryption = awssqs.QueueEncryption_SQS_MANAGED
	props.EnforceSSL = jsii.Bool(true)
	return awssqs.NewQueue(b.stack, jsii.String(id), props)
}

// secrets creates the signing keys, generated by Secrets Manager so that no
// key ever appears in the template or on a developer's machine.
func (b *builder) secrets() {
	b.jwtKey = b.secret("JWTSigningKey", SecretJWTKey, "signs and verifies Bulwark session tokens (JWT)")
	b.webhookKey = b.secret("WebhookSigningKey", SecretWebhookKey, "signs Bulwark's webhook deliveries")
}

func (b *builder) secret(id, name, purpose string) awssecretsmanager.Secret {
	return awssecretsmanager.NewSecret(b.stack, jsii.String(id), &awssecretsmanager.SecretProps{
		SecretName:  jsii.String(b.secretPrefix() + name),
		Description: jsii.String("Bulwark: " + purpose),
		GenerateSecretString: &awssecretsmanager.SecretStringGenerator{
			PasswordLength:     jsii.Number(64),
			ExcludePunctuation: jsii.Bool(true),
		},
		RemovalPolicy: b.removal(),
	})
}
