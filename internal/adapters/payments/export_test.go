package payments

// WithoutRetries turns off the Stripe library's network retries, whose
// backoff would only slow down tests of failure handling.
func WithoutRetries(cfg StripeConfig) StripeConfig {
	n := int64(0)
	cfg.maxNetworkRetries = &n
	return cfg
}
