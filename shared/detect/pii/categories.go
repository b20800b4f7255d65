package pii

// BuiltinCategories lists every category the built-in recognisers and the
// secret rules report, for policies that name categories (the DLP policy
// checks its keys against it).
func BuiltinCategories() []string {
	return []string{
		Email, Phone, CreditCard, IBAN, USSSN, IPAddress, MACAddress, DateOfBirth, Passport,
		UKNINO, INAadhaar, ESNIF, BRCPF, CryptoWallet, URLCredentials,
		AWSAccessKey, AWSSecretKey, PrivateKey, JWT, GitHubToken, GitLabToken, SlackToken,
		StripeKey, OpenAIAPIKey, AnthropicAPIKey, GCPAPIKey, GCPServiceAccountKey,
		AzureClientSecret, AzureStorageKey, AzureSASToken, APIKey, GenericSecret, Password,
	}
}

// NormalizeCategory is how a custom rule's category is reported: upper
// case, every character outside A-Z, 0-9 and '_' replaced with '_'.
func NormalizeCategory(c string) string { return normalizeCategory(c) }
