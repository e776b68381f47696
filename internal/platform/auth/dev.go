package auth

import (
	"context"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/clerk/clerk-sdk-go/v2"
	"github.com/go-jose/go-jose/v3"
	josejwt "github.com/go-jose/go-jose/v3/jwt"

	"marquee/internal/platform/apperr"
)

const (
	// DevIssuerURL is the iss of development tokens. It has the shape of a
	// Clerk development instance because the SDK's issuer check, which
	// development tokens go through like any other, accepts nothing else.
	DevIssuerURL = "https://marquee-dev.clerk.accounts.dev"
	// DevKeyName names the signing key in the KeyStore.
	DevKeyName = "auth.dev-signing-key"
	// DevTokenTTL is long so a developer signs in once per working day;
	// these tokens only exist where there is nothing real to protect.
	DevTokenTTL = 12 * time.Hour

	// DevEmailDomain is the domain of the placeholder address a development
	// user signed in without an e-mail gets: reserved for examples (RFC
	// 2606) and publishing a null MX, so whatever is sent there goes
	// nowhere, even through a real SMTP server.
	DevEmailDomain = "example.com"

	devKeyBits     = 2048
	maxNameRunes   = 80
	maxUserIDBytes = 64
	maxEmailBytes  = 254
)

// KeyStore keeps the development signing key. Backed by a database row, it
// gives every replica the same key, so a token minted by one replica is
// accepted by all of them, and tokens survive restarts.
type KeyStore interface {
	// LoadOrCreate returns the value stored under name, or stores and
	// returns the value from create when there is none. When two replicas
	// race, both must end up with the value that was stored first.
	LoadOrCreate(ctx context.Context, name string, create func() (string, error)) (string, error)
}

// DevIssuerConfig configures NewDevIssuer.
type DevIssuerConfig struct {
	// Store keeps the signing key.
	Store KeyStore
	// Origin is the public origin of the app (from PUBLIC_URL), written as
	// the azp claim, as Clerk writes the origin of the signing-in page. It
	// must be among the Verifier's authorized parties when those are set.
	Origin string
	// Clock stamps iat/nbf/exp; nil means the real clock.
	Clock clerk.Clock
}

// DevIssuer signs development session tokens with a key of its own and is
// the KeySource that verifies them, so a Verifier built on it runs the same
// checks as one built on Clerk's key set.
type DevIssuer struct {
	signer jose.Signer
	jwk    *clerk.JSONWebKey
	origin string
	clock  clerk.Clock
}

// NewDevIssuer loads the signing key from cfg.Store, creating it on first
// use.
func NewDevIssuer(ctx context.Context, cfg DevIssuerConfig) (*DevIssuer, error) {
	if cfg.Store == nil {
		return nil, errors.New("auth: dev issuer needs a key store")
	}
	origin, err := parseOrigin(cfg.Origin)
	if err != nil {
		return nil, fmt.Errorf("auth: dev issuer origin: %w", err)
	}
	stored, err := cfg.Store.LoadOrCreate(ctx, DevKeyName, newDevKeyPEM)
	if err != nil {
		return nil, fmt.Errorf("auth: load dev signing key: %w", err)
	}
	priv, err := parseDevKeyPEM(stored)
	if err != nil {
		return nil, err
	}
	// The kid is the key's RFC 7638 thumbprint: every replica derives the
	// same kid from the shared key without storing it separately.
	thumb, err := (&jose.JSONWebKey{Key: &priv.PublicKey}).Thumbprint(crypto.SHA256)
	if err != nil {
		return nil, fmt.Errorf("auth: dev key thumbprint: %w", err)
	}
	kid := "dev_" + base64.RawURLEncoding.EncodeToString(thumb)
	signer, err := jose.NewSigner(
		jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: priv, KeyID: kid, Algorithm: string(jose.RS256)}},
		(&jose.SignerOptions{}).WithType("JWT"),
	)
	if err != nil {
		return nil, fmt.Errorf("auth: dev signer: %w", err)
	}
	d := &DevIssuer{
		signer: signer,
		jwk:    &clerk.JSONWebKey{Key: &priv.PublicKey, KeyID: kid, Algorithm: string(jose.RS256), Use: "sig"},
		origin: origin,
		clock:  cfg.Clock,
	}
	if d.clock == nil {
		d.clock = clerk.NewClock()
	}
	return d, nil
}

func newDevKeyPEM() (string, error) {
	priv, err := rsa.GenerateKey(rand.Reader, devKeyBits)
	if err != nil {
		return "", err
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return "", err
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})), nil
}

func parseDevKeyPEM(s string) (*rsa.PrivateKey, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil || block.Type != "PRIVATE KEY" {
		return nil, errors.New("auth: stored dev signing key is not a PKCS#8 PEM block")
	}
	key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("auth: parse stored dev signing key: %w", err)
	}
	priv, ok := key.(*rsa.PrivateKey)
	if !ok || priv.N.BitLen() < devKeyBits {
		return nil, errors.New("auth: stored dev signing key is not an RSA-2048 key")
	}
	return priv, nil
}

// Key implements KeySource: only the issuer's own key is known.
func (d *DevIssuer) Key(_ context.Context, kid string) (*clerk.JSONWebKey, error) {
	if kid != d.jwk.KeyID {
		return nil, errUnknownKey
	}
	return d.jwk, nil
}

// Origin returns the azp written into development tokens.
func (d *DevIssuer) Origin() string { return d.origin }

// devClaims mirrors a Clerk session token carrying SessionTokenTemplate's
// claims, so nothing downstream can tell the two apart.
type devClaims struct {
	josejwt.Claims
	AuthorizedParty string            `json:"azp"`
	SessionID       string            `json:"sid"`
	Name            string            `json:"name"`
	Email           string            `json:"email"`
	Metadata        map[string]string `json:"metadata,omitempty"`
}

// DevUser is who a development token names.
type DevUser struct {
	// Name is required.
	Name string
	// ID is optional: derived from the name when empty.
	ID string
	// Email is optional: DevPlaceholderEmail(id) when empty, so a
	// development user's bookings are e-mailed like anyone's.
	Email        string
	Admin, Staff bool
	// BoxOffice gives the BOX_OFFICE role (counter sales and a till).
	BoxOffice bool
}

// DevPlaceholderEmail is the address of a development user signed in
// without one: stable, derived from the id, on DevEmailDomain.
func DevPlaceholderEmail(id string) string { return id + "@" + DevEmailDomain }

// Issue signs a token for a development user. name is required; id is
// optional and, when empty, derived from the name so that signing in again
// under the same name finds the same bookings. Invalid input is an
// apperr BAD_USER_INPUT error whose message can be shown as is.
func (d *DevIssuer) Issue(name, id string, admin bool) (string, *Caller, error) {
	return d.IssueAs(name, id, admin, false)
}

// IssueAs is Issue with the staff role as well; an admin is staff anyway.
func (d *DevIssuer) IssueAs(name, id string, admin, staff bool) (string, *Caller, error) {
	return d.IssueUser(DevUser{Name: name, ID: id, Admin: admin, Staff: staff})
}

// IssueUser signs a token for u, as Issue does, carrying u's e-mail
// address, or the placeholder one, in the email claim a Clerk session
// token template carries.
func (d *DevIssuer) IssueUser(u DevUser) (string, *Caller, error) {
	name, id, admin, staff := strings.TrimSpace(u.Name), strings.TrimSpace(u.ID), u.Admin, u.Staff
	switch {
	case name == "":
		return "", nil, apperr.BadInputf("Name is required")
	case utf8.RuneCountInString(name) > maxNameRunes:
		return "", nil, apperr.BadInputf("Name must be at most %d characters", maxNameRunes)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "", nil, apperr.BadInputf("Name must not contain control characters")
	}
	if id == "" {
		id = devUserID(name)
	} else if !validUserID(id) {
		return "", nil, apperr.BadInputf("ID must be 1 to %d characters of letters, digits, '_' or '-'", maxUserIDBytes)
	}
	email, err := devEmail(u.Email, id)
	if err != nil {
		return "", nil, err
	}

	now := d.clock.Now().UTC()
	claims := devClaims{
		Claims: josejwt.Claims{
			Issuer:    DevIssuerURL,
			Subject:   id,
			IssuedAt:  josejwt.NewNumericDate(now),
			NotBefore: josejwt.NewNumericDate(now),
			Expiry:    josejwt.NewNumericDate(now.Add(DevTokenTTL)),
		},
		AuthorizedParty: d.origin,
		SessionID:       "sess_dev_" + strings.ToLower(rand.Text()),
		Name:            name,
		Email:           email,
	}
	switch {
	case admin:
		claims.Metadata = map[string]string{"role": adminRole}
	case staff:
		claims.Metadata = map[string]string{"role": staffRole}
	case u.BoxOffice:
		claims.Metadata = map[string]string{"role": boxOfficeRole}
	}
	token, err := josejwt.Signed(d.signer).Claims(claims).CompactSerialize()
	if err != nil {
		return "", nil, fmt.Errorf("auth: sign dev token: %w", err)
	}
	return token, &Caller{UserID: id, Name: name, Email: email, Admin: admin, Staff: admin || staff || u.BoxOffice,
		BoxOffice: admin || (!staff && u.BoxOffice)}, nil
}

// devEmail is the address a development user signs in with: raw when it
// is one bare address, the placeholder when raw is empty.
func devEmail(raw, id string) (string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return DevPlaceholderEmail(id), nil
	}
	a, err := mail.ParseAddress(raw)
	if err != nil || a.Name != "" || a.Address != raw || len(raw) > maxEmailBytes {
		return "", apperr.BadInputf("E-mail must be one address like asha@example.com (at most %d characters), or left out", maxEmailBytes)
	}
	return raw, nil
}

func validUserID(id string) bool {
	if id == "" || len(id) > maxUserIDBytes {
		return false
	}
	for _, r := range id {
		if !(r == '_' || r == '-' || isASCIIAlnum(r)) {
			return false
		}
	}
	return true
}

func isASCIIAlnum(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

// devUserID derives "dev_" + a slug of the name. A name with no ASCII
// letters or digits falls back to a hash so that it still maps to one
// stable id rather than to a shared empty slug.
func devUserID(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if isASCIIAlnum(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	slug := strings.TrimRight(b.String(), "-")
	if slug == "" {
		sum := sha256.Sum256([]byte(name))
		slug = hex.EncodeToString(sum[:8])
	}
	const prefix = "dev_"
	if len(slug) > maxUserIDBytes-len(prefix) {
		slug = strings.TrimRight(slug[:maxUserIDBytes-len(prefix)], "-")
	}
	return prefix + slug
}
