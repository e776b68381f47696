import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage, RouteErrorPage } from './not-found-page';
import { renderRoute } from '../../test/render';

function expectNotFoundPage() {
  expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  expect(
    screen.getByText('The page you are looking for does not exist or has been moved.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
}

describe('NotFoundPage', () => {
  it('shows the 404 texts and a link back home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expectNotFoundPage();
  });

  it('is what an unknown path renders, inside the site layout', async () => {
    renderRoute('/no/such/page');
    expectNotFoundPage();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders for unknown paths below known ones', () => {
    renderRoute('/movies/1/2025-01-01/extra');
    expectNotFoundPage();
  });

  it('is the error element for routing errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expectNotFoundPage();
  });
});
