package stack

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssqs"
	"github.com/aws/jsii-runtime-go"

	"bulwark/shared/secrets"
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
		LifecycleRules: &[]*awss3.LifecycleRule{{
			Id:                                  jsii.String("housekeeping"),
			AbortIncompleteMultipartUploadAfter: awscdk.Duration_Days(jsii.Number(1)),
			// Versioning protects against a bad overwrite or delete for a
			// month, not forever.
			NoncurrentVersionExpiration: awscdk.Duration_Days(jsii.Number(30)),
			ExpiredObjectDeleteMarker:   jsii.Bool(true),
		}},
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

// queues creates the job queue (jobs and webhook deliveries alike, see
// shared/jobs and shared/webhooks) with its dead-letter queue, and the
// dead-letter queue of asynchronous invocations.
func (b *builder) queues() {
	// AWS recommends a visibility timeout of six times the consumer's
	// timeout, so that a message is not redelivered while a throttled or
	// retried invocation still holds it.
	visibility := awscdk.Duration_Seconds(jsii.Number(6 * SizeOf(fnWorker).Timeout.Seconds()))
	b.jobs, b.jobsDLQ = b.queueWithDLQ("Jobs", visibility)
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

// generatedSecrets are the secrets the stack creates for the code, with
// their purpose and length. Secrets Manager generates each value (never in
// the template nor on a developer's machine); the code reads it as bytes,
// so an AES-256 key is 32 characters.
var generatedSecrets = []struct {
	id, name, purpose string
	length            int
}{
	{"JWTSigningKey", secrets.NameJWTSigningKey, "signs and verifies Bulwark session tokens (JWT)", 64},
	{"WebhookKey", secrets.NameWebhookKey, "derives each workspace's webhook signing secret", 64},
	{"CredentialsKey", secrets.NameCredentialsKey, "encrypts saved repository tokens (AES-256)", 32},
	{"AppSigningKey", secrets.NameAppSigningKey, "encrypts runtime apps' request-signing secrets (AES-256)", 32},
	{"DatasetHealSalt", secrets.NameDatasetHealSalt, "derives the salts that hash values in healed datasets", 64},
}

// providerKeySecrets are the provider API key secrets of the proxy's
// built-in providers (proxy.DefaultProviders).
var providerKeySecrets = []struct{ id, name, provider string }{
	{"OpenAIKey", secrets.NameOpenAIKey, "OpenAI"},
	{"AnthropicKey", secrets.NameAnthropicKey, "Anthropic"},
}

// secrets creates the deployment secrets, and the secret the auth function
// fills with the first owner's credentials: its placeholder value is
// generated too, so nothing secret-looking is in the template.
func (b *builder) secrets() {
	b.deploySecrets = map[string]awssecretsmanager.ISecret{}
	if b.settings.ReuseSecrets {
		// A redeploy after a destroy that retained the secrets: the same
		// names, imported, so their values (the keys) carry over.
		for _, g := range generatedSecrets {
			b.deploySecrets[g.name] = awssecretsmanager.Secret_FromSecretNameV2(b.stack, jsii.String(g.id), jsii.String(b.secretPrefix()+g.name))
		}
		for _, p := range providerKeySecrets {
			b.deploySecrets[p.name] = awssecretsmanager.Secret_FromSecretNameV2(b.stack, jsii.String(p.id), jsii.String(b.secretPrefix()+p.name))
		}
		b.ownerCredentials = awssecretsmanager.Secret_FromSecretNameV2(b.stack, jsii.String("OwnerCredentials"), jsii.String(b.secretPrefix()+secrets.NameOwnerCredentials))
		return
	}
	for _, g := range generatedSecrets {
		b.deploySecrets[g.name] = awssecretsmanager.NewSecret(b.stack, jsii.String(g.id), &awssecretsmanager.SecretProps{
			SecretName:  jsii.String(b.secretPrefix() + g.name),
			Description: jsii.String("Bulwark: " + g.purpose),
			GenerateSecretString: &awssecretsmanager.SecretStringGenerator{
				PasswordLength:     jsii.Number(g.length),
				ExcludePunctuation: jsii.Bool(true),
			},
			RemovalPolicy: b.removal(),
		})
	}
	// The LLM providers' API keys: the operator puts them in
	// (docs/deploy.md); until then they hold ProviderKeyUnset and the proxy
	// answers 503 instead of sending it.
	for _, p := range providerKeySecrets {
		b.deploySecrets[p.name] = awssecretsmanager.NewSecret(b.stack, jsii.String(p.id), &awssecretsmanager.SecretProps{
			SecretName:        jsii.String(b.secretPrefix() + p.name),
			Description:       jsii.String("Bulwark: the " + p.provider + " API key the LLM proxy forwards with; put the key here (docs/deploy.md)"),
			SecretStringValue: awscdk.SecretValue_UnsafePlainText(jsii.String(secrets.ProviderKeyUnset)),
			RemovalPolicy:     b.removal(),
		})
	}
	b.ownerCredentials = awssecretsmanager.NewSecret(b.stack, jsii.String("OwnerCredentials"), &awssecretsmanager.SecretProps{
		SecretName:  jsii.String(b.secretPrefix() + secrets.NameOwnerCredentials),
		Description: jsii.String("Bulwark: the first owner's one-time credentials, written by the auth function; read once, then rotate (docs/deploy.md)"),
		GenerateSecretString: &awssecretsmanager.SecretStringGenerator{
			SecretStringTemplate: jsii.String(`{"status":"pending: the auth function stores the owner's credentials here at its first start"}`),
			GenerateStringKey:    jsii.String("placeholder"),
			ExcludePunctuation:   jsii.Bool(true),
		},
		RemovalPolicy: b.removal(),
	})
}
