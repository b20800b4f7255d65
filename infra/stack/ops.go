package stack

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatch"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatchactions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsevents"
	"github.com/aws/aws-cdk-go/awscdk/v2/awseventstargets"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambdaeventsources"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3notifications"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssns"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssnssubscriptions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssqs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// ScheduleRate is how often the scheduler's maintenance sweep runs.
const ScheduleRate = 5 // minutes

// triggers wires the event-driven functions: the worker to the job queue,
// the S3 trigger to new presigned uploads, the scheduler to its schedule,
// and the live function to the events table's stream.
func (b *builder) triggers() {
	if worker, ok := b.fns[fnWorker]; ok {
		// Partial batch responses: one failed job is retried alone instead
		// of redelivering the whole batch. The event source drives at most
		// the worker's reserved concurrency, so it never throttles it.
		worker.AddEventSource(awslambdaeventsources.NewSqsEventSource(b.jobs, &awslambdaeventsources.SqsEventSourceProps{
			BatchSize:               jsii.Number(10),
			ReportBatchItemFailures: jsii.Bool(true),
			MaxConcurrency:          jsii.Number(SizeOf(fnWorker).Reserved),
		}))
	}
	if trigger, ok := b.fns[fnS3Trigger]; ok {
		// Keys are workspace-first, so the filter is the presigned upload's
		// suffix; uploads through the API queue their ingestion themselves.
		b.bucket.AddEventNotification(awss3.EventType_OBJECT_CREATED,
			awss3notifications.NewLambdaDestination(trigger),
			&awss3.NotificationKeyFilter{Suffix: jsii.String(UploadSuffix)})
	}
	if scheduler, ok := b.fns[fnScheduler]; ok {
		awsevents.NewRule(b.stack, jsii.String("Schedule"), &awsevents.RuleProps{
			Description: jsii.String("Bulwark maintenance sweep"),
			Schedule:    awsevents.Schedule_Rate(awscdk.Duration_Minutes(jsii.Number(ScheduleRate))),
			Targets: &[]awsevents.IRuleTarget{awseventstargets.NewLambdaFunction(scheduler, &awseventstargets.LambdaFunctionProps{
				RetryAttempts: jsii.Number(2),
				// A sweep older than its successor is worthless.
				MaxEventAge: awscdk.Duration_Minutes(jsii.Number(ScheduleRate)),
			})},
		})
	}
	if live, ok := b.fns[fnLive]; ok {
		live.AddEventSource(awslambdaeventsources.NewDynamoEventSource(b.events, &awslambdaeventsources.DynamoEventSourceProps{
			StartingPosition: awslambda.StartingPosition_LATEST,
			BatchSize:        jsii.Number(100),
			// New events only: TTL deletions and updates are not news.
			Filters: &[]*map[string]interface{}{awslambda.FilterCriteria_Filter(&map[string]interface{}{
				"eventName": awslambda.FilterRule_IsEqual("INSERT"),
			})},
			// A live push that cannot be made within minutes is stale:
			// retry briefly, then move on rather than block the shard. The
			// function reports the record it stopped at, so a retry does not
			// send the records before it again.
			RetryAttempts:           jsii.Number(2),
			MaxRecordAge:            awscdk.Duration_Minutes(jsii.Number(5)),
			BisectBatchOnError:      jsii.Bool(true),
			ReportBatchItemFailures: jsii.Bool(true),
		}))
	}
}

// monitoring creates the alarm topic and the alarms: messages in any
// dead-letter queue, the HTTP API's 5xx rate, and each function's errors
// and throttles.
func (b *builder) monitoring() {
	b.alarms = awssns.NewTopic(b.stack, jsii.String("Alarms"), &awssns.TopicProps{
		DisplayName: jsii.String("Bulwark alarms"),
		EnforceSSL:  jsii.Bool(true),
	})
	// The SSL-only topic policy replaces SNS's default policy, so CloudWatch
	// is allowed to publish explicitly, for this account's alarms only.
	b.alarms.AddToResourcePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Principals: &[]awsiam.IPrincipal{awsiam.NewServicePrincipal(jsii.String("cloudwatch.amazonaws.com"), nil)},
		Actions:    jsii.Strings("sns:Publish"),
		Resources:  jsii.Strings(*b.alarms.TopicArn()),
		Conditions: &map[string]interface{}{
			"StringEquals": map[string]interface{}{"aws:SourceAccount": b.stack.Account()},
		},
	}))
	if b.settings.AlarmEmail != "" {
		b.alarms.AddSubscription(awssnssubscriptions.NewEmailSubscription(jsii.String(b.settings.AlarmEmail), nil))
	}
	action := awscloudwatchactions.NewSnsAction(b.alarms)
	fiveMinutes := awscdk.Duration_Minutes(jsii.Number(5))

	dlqs := []struct {
		id string
		q  awssqs.Queue
	}{{"JobsDLQ", b.jobsDLQ}, {"AsyncDLQ", b.asyncDLQ}}
	for _, d := range dlqs {
		b.alarm(d.id+"NotEmpty", "A message was dead-lettered: inspect and redrive it", action,
			d.q.MetricApproximateNumberOfMessagesVisible(&awscloudwatch.MetricOptions{
				Period: fiveMinutes, Statistic: jsii.String("Maximum"),
			}), 0, 1)
	}

	fiveXX := awscloudwatch.NewMathExpression(&awscloudwatch.MathExpressionProps{
		Label:      jsii.String("5xx rate (%)"),
		Expression: jsii.String("IF(requests > 0, 100 * errors / requests, 0)"),
		UsingMetrics: &map[string]awscloudwatch.IMetric{
			"errors":   b.httpAPI.MetricServerError(&awscloudwatch.MetricOptions{Period: fiveMinutes, Statistic: jsii.String("Sum")}),
			"requests": b.httpAPI.MetricCount(&awscloudwatch.MetricOptions{Period: fiveMinutes, Statistic: jsii.String("Sum")}),
		},
		Period: fiveMinutes,
	})
	// 5 % of requests failing for 10 minutes, not one unlucky request.
	b.alarm("HttpApi5xxRate", "More than 5% of API requests answer 5xx", action, fiveXX, 5, 2)

	for _, name := range b.names {
		fn, scope := b.fns[name], b.scopes[name]
		b.alarmIn(scope, "Errors", "The "+name+" function failed (crash, timeout or returned error)", action,
			fn.MetricErrors(&awscloudwatch.MetricOptions{Period: fiveMinutes, Statistic: jsii.String("Sum")}), 0, 1)
		b.alarmIn(scope, "Throttles", "The "+name+" function was throttled", action,
			fn.MetricThrottles(&awscloudwatch.MetricOptions{Period: fiveMinutes, Statistic: jsii.String("Sum")}), 0, 1)
	}
}

func (b *builder) alarm(id, description string, action awscloudwatch.IAlarmAction, metric awscloudwatch.IMetric, threshold float64, periods int) {
	b.alarmIn(b.stack, id, description, action, metric, threshold, periods)
}

// alarmIn creates an alarm that fires when metric exceeds threshold for the
// given number of periods; missing data (no traffic) is not an alarm.
func (b *builder) alarmIn(scope constructs.Construct, id, description string, action awscloudwatch.IAlarmAction, metric awscloudwatch.IMetric, threshold float64, periods int) {
	alarm := awscloudwatch.NewAlarm(scope, jsii.String(id), &awscloudwatch.AlarmProps{
		AlarmDescription:   jsii.String(description),
		Metric:             metric,
		Threshold:          jsii.Number(threshold),
		EvaluationPeriods:  jsii.Number(periods),
		ComparisonOperator: awscloudwatch.ComparisonOperator_GREATER_THAN_THRESHOLD,
		TreatMissingData:   awscloudwatch.TreatMissingData_NOT_BREACHING,
	})
	alarm.AddAlarmAction(action)
}

// outputs prints what a user needs after deploy.
func (b *builder) outputs() {
	out := func(id, description string, value *string) {
		awscdk.NewCfnOutput(b.stack, jsii.String(id), &awscdk.CfnOutputProps{Description: jsii.String(description), Value: value})
	}
	out("BaseUrl", "Base URL of the Bulwark API (HTTP API)", b.httpStage.Url())
	if b.proxyURL != nil {
		out("ProxyUrl", "Base URL of the LLM proxy (Function URL, streaming)", b.proxyURL.Url())
	}
	out("WebSocketUrl", "URL of the live events WebSocket API", b.wsStage.Url())
	out("OwnerCredentialsSecret", "Secret holding the first owner's one-time credentials (read once, then rotate)", b.ownerCredentials.SecretName())
	out("AlarmTopicArn", "SNS topic the alarms notify", b.alarms.TopicArn())
}
