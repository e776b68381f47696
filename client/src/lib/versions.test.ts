import { describe, expect, it } from 'vitest';
import { certificateName, formatName, isLateNight, languageName, versionExtras, versionLabel } from './versions';

describe('versions', () => {
  it('names formats as cinemas print them', () => {
    expect(formatName('TWO_D')).toBe('2D');
    expect(formatName('IMAX_2D')).toBe('IMAX 2D');
    expect(formatName('FOUR_DX')).toBe('4DX');
    expect(formatName('SCREEN_X')).toBe('ScreenX');
    expect(formatName('DOLBY_CINEMA')).toBe('Dolby Cinema');
  });

  it('names languages from their ISO 639-1 code', () => {
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('TA')).toBe('Tamil');
    expect(languageName('en')).toBe('English');
    expect(languageName('zz')).toBe('ZZ');
  });

  it('labels a version "language · format" with its extras apart', () => {
    expect(versionLabel({ language: 'hi', format: 'TWO_D' })).toBe('Hindi · 2D');
    expect(versionLabel({ language: 'en', format: 'IMAX_2D' })).toBe('English · IMAX 2D');
    expect(versionExtras({ subtitles: 'en', openCaptions: true, audioDescription: true })).toBe('English subtitles · CC · AD');
    expect(versionExtras({})).toBe('');
  });

  it('calls a show late-night from 23:00 to before 05:00 cinema time', () => {
    expect(isLateNight('22:59')).toBe(false);
    expect(isLateNight('23:00')).toBe(true);
    expect(isLateNight('00:30')).toBe(true);
    expect(isLateNight('04:59')).toBe(true);
    expect(isLateNight('05:00')).toBe(false);
    expect(isLateNight('12:00')).toBe(false);
  });

  it('prints certificates as on a poster', () => {
    expect(certificateName('UA16')).toBe('UA 16+');
    expect(certificateName('A')).toBe('A');
  });
});
