import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { HomePageDocument, MoviesPageDocument } from '../../gql/graphql';
import { cardMovie } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
import { FEATURED_MOVIES } from './featured-movies';
import { HERO_SWIPER_OPTIONS } from './hero-carousel';

const movies = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((id) => cardMovie(id));
const homeMock = { request: { query: HomePageDocument }, result: { data: { movies } } };

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage hero', () => {
  it('has the three featured movies with title, year, duration, genres, description and Explore', () => {
    renderRoute('/', { mocks: [homeMock] });
    const hero = section('Featured movies');
    expect(FEATURED_MOVIES).toHaveLength(3);
    for (const movie of FEATURED_MOVIES) {
      expect(within(hero).getAllByRole('heading', { name: movie.title }).length).toBeGreaterThan(0);
      expect(within(hero).getAllByText(movie.description).length).toBeGreaterThan(0);
    }
    expect(within(hero).getAllByText('Action | Thriller').length).toBeGreaterThan(0);
    expect(within(hero).getAllByText('2h 32m').length).toBeGreaterThan(0);
    expect(within(hero).getAllByText('2026').length).toBeGreaterThan(0);
    expect(within(hero).getAllByRole('button', { name: 'Explore' }).length).toBeGreaterThanOrEqual(3);
  });

  it('autoplays every 3000 ms at 1000 ms speed, loops, swipes and never pauses on hover', async () => {
    expect(HERO_SWIPER_OPTIONS).toMatchObject({
      loop: true,
      speed: 1000,
      allowTouchMove: true,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: false },
    });
    renderRoute('/', { mocks: [homeMock] });
    const swiper = section('Featured movies').querySelector('.swiper');
    // Swiper starts after the first paint, on the slides already drawn.
    expect(swiper).not.toHaveClass('swiper-initialized');
    await waitFor(() => expect(swiper).toHaveClass('swiper-initialized'));
  });

  it('shows backdrops on wide screens and posters below 768 px', () => {
    renderRoute('/', { mocks: [homeMock] });
    const first = () => screen.getAllByTestId('hero-image')[0];
    expect(first().getAttribute('src')).toMatch(/\/art\/backdrops\//);
    setViewportWidth(767);
    renderRoute('/', { mocks: [homeMock] });
    expect(screen.getAllByTestId('hero-image').some((img) => /\/art\/posters\//.test(img.getAttribute('src') ?? ''))).toBe(true);
  });

  it('is a shorter band on phones, so Now Showing starts on the first screen, and the whole screen from 768 px', () => {
    renderRoute('/', { mocks: [homeMock] });
    const hero = screen.getByTestId('hero');
    // Tailwind classes: jsdom has no layout (the e2e phone-site journey measures it at 390×844).
    expect(hero).toHaveClass('h-[32rem]', 'md:h-screen');
    expect(hero).not.toHaveClass('h-screen');
  });

  it('Explore goes to /movies', async () => {
    const { router } = renderRoute('/', { mocks: [homeMock, { request: { query: MoviesPageDocument }, result: { data: { movies } } }] });
    await userEvent.click(within(section('Featured movies')).getAllByRole('button', { name: 'Explore' })[0]);
    expect(router.state.location.pathname).toBe('/movies');
  });
});

describe('HomePage lists', () => {
  it('shows a spinner, then movies 1–4 as Now Showing and 5–8 as Recommended', async () => {
    renderRoute('/', { mocks: [homeMock] });
    expect(within(section('Now Showing')).getByRole('status')).toBeInTheDocument();

    const nowShowing = section('Now Showing');
    await within(nowShowing).findByRole('link', { name: /Movie 1/ });
    expect(within(nowShowing).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/movies/1',
      '/movies/2',
      '/movies/3',
      '/movies/4',
    ]);
    expect(within(section('Recommended Movies')).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/movies/5',
      '/movies/6',
      '/movies/7',
      '/movies/8',
    ]);
    expect(screen.queryByRole('link', { name: /Movie 9/ })).not.toBeInTheDocument();
  });

  it.each([
    ['View All', 'Now Showing'],
    ['View All', 'Recommended Movies'],
  ])('%s of %s goes to /movies', async (button, name) => {
    const { router } = renderRoute('/', {
      mocks: [homeMock, { request: { query: MoviesPageDocument }, result: { data: { movies } } }],
    });
    await within(section('Now Showing')).findByRole('link', { name: /Movie 1/ });
    await userEvent.click(within(section(name)).getByRole('button', { name: new RegExp(button) }));
    expect(router.state.location.pathname).toBe('/movies');
    expect(await screen.findByRole('heading', { name: 'Book Your Tickets Now' })).toBeInTheDocument();
  });

  it('Load More goes to /movies', async () => {
    const { router } = renderRoute('/', { mocks: [homeMock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(router.state.location.pathname).toBe('/movies');
  });

  it("toasts 'Failed to fetch shows.' when the movies query fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/', { mocks: [{ request: { query: HomePageDocument }, result: { errors: [new GraphQLError('x')] } }] });
    expect(await screen.findByText('Failed to fetch shows.')).toBeInTheDocument();
  });
});

describe('HomePage in the site-wide city', () => {
  const inPune = [cardMovie('21', { title: 'Pune Only' })];
  const puneMock = {
    request: { query: HomePageDocument, variables: { filter: { city: 'Pune' } } },
    result: { data: { movies: inPune } },
  };

  it('asks the server for the movies showing in the chosen city, says so, and All cities lists every movie again', async () => {
    localStorage.setItem('marquee.city', 'Pune');
    renderRoute('/', { mocks: [puneMock, homeMock] });
    const nowShowing = section('Now Showing');
    await within(nowShowing).findByRole('link', { name: /Pune Only/ });
    expect(within(nowShowing).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Recommended Movies' })).not.toBeInTheDocument();
    expect(within(nowShowing).getByTestId('city-scope')).toHaveTextContent('Showing in Pune');

    await userEvent.click(within(nowShowing).getByRole('button', { name: 'All cities' }));
    await within(nowShowing).findByRole('link', { name: /Movie 1/ });
    expect(within(nowShowing).queryByRole('link', { name: /Pune Only/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('marquee.city')).toBeNull();
    expect(within(nowShowing).queryByTestId('city-scope')).not.toBeInTheDocument();
  });

  it('says when nothing shows in the city', async () => {
    localStorage.setItem('marquee.city', 'Pune');
    renderRoute('/', { mocks: [{ ...puneMock, result: { data: { movies: [] } } }] });
    expect(await screen.findByText('No movies are showing in Pune right now.')).toBeInTheDocument();
  });
});
