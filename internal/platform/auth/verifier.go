package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/clerk/clerk-sdk-go/v2"
	"github.com/clerk/clerk-sdk-go/v2/jwt"

	"marquee/internal/platform/origin"
)

// SessionTokenTemplate is the custom session-token template to paste into the
// Clerk dashboard (Sessions → Customize session token). Clerk's default
// session token carries only the user id; these claims let the server show
// the user's name and decide the admin role without a Clerk API call per
// request. A shortcode that is a whole string value is replaced by the typed
// value, so "metadata" arrives as an object; set {"role": "admin"} in a
// user's public metadata to make them an admin.
const SessionTokenTemplate = `{"name": "{{user.full_name}}", "email": "{{user.primary_email_address}}", "image": "{{user.image_url}}", "metadata": "{{user.public_metadata}}"}`

const (
	// Leeway absorbs clock skew between Clerk, the browser and replicas;
	// Clerk session tokens live about a minute, so a larger leeway would
	// noticeably extend a revoked session.
	Leeway = 5 * time.Second

	// maxTokenBytes bounds the work an anonymous request can cause before
	// its signature is checked. Real session tokens are well under 4 KiB.
	maxTokenBytes = 8 << 10

	// adminRole is the metadata.role value that grants the admin area.
	adminRole = "admin"
	// staffRole is the metadata.role value of ushers who check tickets in.
	staffRole = "staff"
	// boxOfficeRole is the metadata.role value of counter staff.
	boxOfficeRole = "box_office"
)

var (
	errMalformedHeader = errors.New(`auth: authorization header is not "Bearer <token>"`)
	errTokenTooLarge   = errors.New("auth: token too large")
)

// Options configures a Verifier.
type Options struct {
	// AuthorizedParties lists the origins (scheme://host[:port]) whose
	// tokens are accepted: CLERK_AUTHORIZED_PARTIES. When it is non-empty a
	// token without an azp claim is rejected; the SDK would let it through,
	// and such a token can be minted for any origin. Empty disables the check.
	AuthorizedParties []string
	// AdminUserIDs are user ids that are admins whatever their metadata
	// says (ADMIN_USER_IDS); it bootstraps the first admin before anyone
	// has edited metadata in the Clerk dashboard.
	AdminUserIDs []string
	// StaffUserIDs are user ids that are staff whatever their metadata
	// says (STAFF_USER_IDS).
	StaffUserIDs []string
	// Clock decides whether a token has expired; nil means the real clock.
	Clock clerk.Clock
	// Recorder is told about callers the first time they are seen; nil
	// disables recording.
	Recorder UserRecorder
	// Logger receives recording failures and (at debug level) rejected
	// tokens; nil means slog.Default().
	Logger *slog.Logger
}

// Verifier turns bearer tokens into callers. Clerk tokens and development
// tokens differ only in the KeySource, so both are checked by the same code.
// It is safe for concurrent use.
type Verifier struct {
	keys    KeySource
	parties map[string]bool
	admins  map[string]bool
	staff   map[string]bool
	clock   clerk.Clock
	rec     UserRecorder
	seen    *seenUsers
	log     *slog.Logger
}

// NewVerifier returns a Verifier that trusts the keys of keys. It fails on
// an authorized party that is not an origin, because a typo there would
// otherwise reject every sign-in with no hint why.
func NewVerifier(keys KeySource, opts Options) (*Verifier, error) {
	if keys == nil {
		return nil, errors.New("auth: no key source")
	}
	v := &Verifier{
		keys:   keys,
		admins: map[string]bool{},
		staff:  map[string]bool{},
		clock:  opts.Clock,
		rec:    opts.Recorder,
		seen:   newSeenUsers(seenUsersMax),
		log:    opts.Logger,
	}
	for _, p := range opts.AuthorizedParties {
		norm, err := parseOrigin(p)
		if err != nil {
			return nil, err
		}
		if v.parties == nil {
			v.parties = map[string]bool{}
		}
		v.parties[norm] = true
	}
	for _, id := range opts.AdminUserIDs {
		if id = strings.TrimSpace(id); id != "" {
			v.admins[id] = true
		}
	}
	for _, id := range opts.StaffUserIDs {
		if id = strings.TrimSpace(id); id != "" {
			v.staff[id] = true
		}
	}
	if v.clock == nil {
		v.clock = clerk.NewClock()
	}
	if v.log == nil {
		v.log = slog.Default()
	}
	return v, nil
}

// parseOrigin validates a configured origin and returns it in the form azp
// claims are compared in.
func parseOrigin(s string) (string, error) {
	norm, err := origin.Normalize(s)
	if err != nil {
		return "", fmt.Errorf("auth: authorized party %q is not an origin like https://example.com", s)
	}
	return norm, nil
}

// customClaims are the claims SessionTokenTemplate adds.
type customClaims struct {
	Name     string          `json:"name"`
	Email    string          `json:"email"`
	Image    string          `json:"image"`
	Metadata json.RawMessage `json:"metadata"`
}

// role reads metadata.role. The metadata may also arrive as a JSON string
// holding the object, when the template was written with the shortcode
// inside a longer string; both spellings mean the same to the operator.
func (c *customClaims) role() string {
	raw := c.Metadata
	var s string
	if json.Unmarshal(raw, &s) == nil {
		raw = json.RawMessage(s)
	}
	var md struct {
		Role string `json:"role"`
	}
	if json.Unmarshal(raw, &md) != nil {
		return ""
	}
	return md.Role
}

// Verify checks token and returns its caller. The error describes why the
// token was rejected, for logs; it is not meant for clients.
func (v *Verifier) Verify(ctx context.Context, token string) (*Caller, error) {
	if len(token) > maxTokenBytes {
		return nil, errTokenTooLarge
	}
	// Only the kid is read from the unverified token, to pick the key;
	// every claim used below comes from jwt.Verify.
	unverified, err := jwt.Decode(ctx, &jwt.DecodeParams{Token: token})
	if err != nil {
		return nil, fmt.Errorf("auth: decode token: %w", err)
	}
	if unverified.KeyID == "" {
		return nil, errors.New("auth: token has no kid")
	}
	jwk, err := v.keys.Key(ctx, unverified.KeyID)
	if err != nil {
		return nil, err
	}
	claims, err := jwt.Verify(ctx, &jwt.VerifyParams{
		Token:  token,
		JWK:    jwk,
		Clock:  v.clock,
		Leeway: Leeway,
		CustomClaimsConstructor: func(context.Context) any {
			return &customClaims{}
		},
		AuthorizedPartyHandler: v.authorizedParty,
	})
	if err != nil {
		return nil, fmt.Errorf("auth: verify token: %w", err)
	}
	// The SDK treats both as optional; a session token without a subject
	// names nobody, and one without an expiry would never lapse.
	if claims.Subject == "" {
		return nil, errors.New("auth: token has no subject")
	}
	if claims.Expiry == nil {
		return nil, errors.New("auth: token has no expiry")
	}
	custom, _ := claims.Custom.(*customClaims)
	if custom == nil {
		custom = &customClaims{}
	}
	c := &Caller{
		UserID:   claims.Subject,
		Name:     strings.TrimSpace(custom.Name),
		Email:    strings.TrimSpace(custom.Email),
		ImageURL: strings.TrimSpace(custom.Image),
		Admin:    custom.role() == adminRole || v.admins[claims.Subject],
	}
	// Counter staff are cinema staff too: they print and check tickets.
	c.BoxOffice = c.Admin || custom.role() == boxOfficeRole
	c.Staff = c.Admin || c.BoxOffice || custom.role() == staffRole || v.staff[claims.Subject]
	if c.Name == "" {
		c.Name = c.Email
	}
	if c.Name == "" {
		c.Name = "Guest"
	}
	return c, nil
}

func (v *Verifier) authorizedParty(azp string) bool {
	if v.parties == nil {
		return true
	}
	norm, err := origin.Normalize(azp)
	return err == nil && v.parties[norm]
}

// Authenticate verifies the "Bearer <token>" value authorization and returns
// ctx with the caller, or with the reason the token was rejected. HTTP
// requests pass their Authorization header; the websocket passes the
// Authorization value of its connection_init payload, so both transports
// produce the same context. An empty value leaves ctx as it is: anonymous,
// or the caller an earlier step already established.
func (v *Verifier) Authenticate(ctx context.Context, authorization string) context.Context {
	authorization = strings.TrimSpace(authorization)
	if authorization == "" {
		return ctx
	}
	token, ok := bearerToken(authorization)
	if !ok {
		return withFailure(ctx, errMalformedHeader)
	}
	c, err := v.Verify(ctx, token)
	if err != nil {
		// Debug, not warn: anyone can send garbage tokens, and the logs
		// must not be theirs to fill.
		v.log.DebugContext(ctx, "auth: token rejected", "err", err)
		return withFailure(ctx, err)
	}
	v.record(ctx, *c)
	return WithCaller(ctx, c)
}

// bearerToken extracts the token of "Bearer <token>"; the scheme is
// case-insensitive (RFC 9110 §11.1).
func bearerToken(h string) (string, bool) {
	scheme, rest, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token := strings.TrimSpace(rest)
	if token == "" || strings.ContainsAny(token, " \t") {
		return "", false
	}
	return token, true
}

// Middleware authenticates each request from its Authorization header. It
// never rejects a request: public operations work for anyone, and the
// operations that need a caller say so through Require.
func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := v.Authenticate(r.Context(), r.Header.Get("Authorization"))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
