package venues

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Version is what a show plays: its format, the ISO 639-1 code of its
// audio and of its subtitles ("" for none), and its accessibility.
type Version struct {
	Format           string
	Language         string
	Subtitles        string
	OpenCaptions     bool
	AudioDescription bool
}

// VersionOf is a stored show's version; its language is the movie's
// original one when the show states none.
func VersionOf(sh *db.Show) Version {
	return Version{Format: sh.Format, Language: db.ShowLanguage(sh, nil), Subtitles: sh.Subtitles,
		OpenCaptions: sh.OpenCaptions, AudioDescription: sh.AudioDescription}
}

// Apply writes v onto a show row.
func (v Version) Apply(sh *db.Show) {
	sh.Format, sh.Language, sh.Subtitles = v.Format, v.Language, v.Subtitles
	sh.OpenCaptions, sh.AudioDescription = v.OpenCaptions, v.AudioDescription
}

// CheckVersion completes and checks the version of a show of movie on
// screen sc: the format defaults to 2D and must be one the screen
// projects, the language defaults to the movie's original language, and
// the languages given are ISO 639-1 codes (two letters, any case).
// Anything else is BAD_USER_INPUT.
func CheckVersion(v Version, sc *db.Screen, movie *db.Movie) (Version, error) {
	v.Format = strings.ToUpper(strings.TrimSpace(v.Format))
	if v.Format == "" {
		v.Format = db.FormatTwoD
	}
	if err := CheckFormat(v.Format); err != nil {
		return v, err
	}
	if plays := db.ScreenFormats(sc); !slices.Contains(plays, v.Format) {
		return v, apperr.BadInputf("%s cannot show %s: it shows %s", sc.Name, v.Format, strings.Join(plays, ", "))
	}
	var err error
	if strings.TrimSpace(v.Language) != "" {
		if v.Language, err = LanguageCode(v.Language, "language"); err != nil {
			return v, err
		}
	} else if movie != nil {
		// The movie's original language, when it is a code; else the
		// show states none and plays the original, whatever TMDB calls it.
		v.Language, _ = LanguageCode(movie.OriginalLanguage, "language")
	}
	if strings.TrimSpace(v.Subtitles) != "" {
		if v.Subtitles, err = LanguageCode(v.Subtitles, "subtitle language"); err != nil {
			return v, err
		}
	} else {
		v.Subtitles = ""
	}
	return v, nil
}

// Formats are the formats screen sc projects (2D alone when it lists
// none).
func (s *Service) Formats(sc *db.Screen) []string { return db.ScreenFormats(sc) }

// CheckFormat refuses a format that is not a ShowFormat.
func CheckFormat(f string) error {
	if !slices.Contains(db.Formats, f) {
		return apperr.BadInputf("Unknown format %s: expected one of %s", apperr.QuoteInput(f), strings.Join(db.Formats, ", "))
	}
	return nil
}

// LanguageCode reads an ISO 639-1 code: two letters, any case, given as
// lower case.
func LanguageCode(raw, what string) (string, error) {
	code := strings.ToLower(strings.TrimSpace(raw))
	if len(code) != 2 || code[0] < 'a' || code[0] > 'z' || code[1] < 'a' || code[1] > 'z' {
		return "", apperr.BadInputf("Invalid %s %s: expected an ISO 639-1 code such as hi, ta or en", what, apperr.QuoteInput(raw))
	}
	return code, nil
}

// SetScreenFormats stores the formats a screen projects (at least one,
// each once). A format that an upcoming scheduled show on the screen
// plays in cannot be taken away (BAD_USER_INPUT naming the show).
func (s *Service) SetScreenFormats(ctx context.Context, screenID string, formats []string) (*db.Screen, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	var list []string
	for _, f := range formats {
		f = strings.ToUpper(strings.TrimSpace(f))
		if err := CheckFormat(f); err != nil {
			return nil, err
		}
		if !slices.Contains(list, f) {
			list = append(list, f)
		}
	}
	if len(list) == 0 {
		return nil, apperr.BadInputf("A screen shows at least one format")
	}
	sc, err := s.Screen(ctx, screenID)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	shows, err := db.ShowsOnScreens(ctx, s.DB, []string{sc.ID}, now, now.AddDate(100, 0, 0))
	if err != nil {
		return nil, err
	}
	for _, sh := range shows {
		if sh.Status == db.ShowScheduled && sh.StartsAt.After(now) && !slices.Contains(list, sh.Format) {
			return nil, apperr.BadInputf("%s still has %s shows: %s on %s; move or cancel them first", sc.Name, sh.Format,
				movieTitle(&sh), sh.StartsAt.In(s.Location(sc.Cinema)).Format("Mon 2 Jan 2006 15:04"))
		}
	}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.SetScreenFormats(ctx, tx, sc.ID, list); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "screen.formats", audit.Subject("screen", sc.ID),
			map[string]any{"formats": db.ScreenFormats(sc)}, map[string]any{"formats": list})
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Screen not found")
	} else if err != nil {
		return nil, fmt.Errorf("store screen formats: %w", err)
	}
	sc.Formats = list
	return sc, nil
}

func movieTitle(sh *db.Show) string {
	if sh.Movie != nil {
		return sh.Movie.Title
	}
	return "a show"
}
