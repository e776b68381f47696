import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LayoutEditor } from './layout-editor';
import { newLayout, type EditorLayout } from './layout-model';
import { RuntimeConfigProvider, defaultRuntimeConfig } from '../../../lib/runtime-config';

function Editor() {
  const [layout, setLayout] = useState<EditorLayout>(() => newLayout(2, 2, [{ code: 'CLASSIC', name: 'Classic' }]));
  return <LayoutEditor value={layout} onChange={setLayout} />;
}

function renderWith(limits: { layoutMaxRows: number; layoutMaxColumns: number }) {
  render(
    <RuntimeConfigProvider initial={{ ...defaultRuntimeConfig, ...limits }}>
      <Editor />
    </RuntimeConfigProvider>,
  );
}

describe('LayoutEditor limits', () => {
  it("offers exactly the server's largest layout, from /api/config", () => {
    renderWith({ layoutMaxRows: 7, layoutMaxColumns: 9 });
    const rows = screen.getByLabelText('Rows');
    const cols = screen.getByLabelText('Columns');
    expect(rows).toHaveAttribute('max', '7');
    expect(cols).toHaveAttribute('max', '9');
    fireEvent.change(rows, { target: { value: '50' } });
    fireEvent.change(cols, { target: { value: '50' } });
    expect(rows).toHaveValue(7);
    expect(cols).toHaveValue(9);
    expect(screen.getByTestId('layout-capacity')).toHaveTextContent('Capacity: 63 seats');
  });

  it('reaches 60 × 80, the server’s bound, with the default config', () => {
    renderWith({ layoutMaxRows: defaultRuntimeConfig.layoutMaxRows, layoutMaxColumns: defaultRuntimeConfig.layoutMaxColumns });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '80' } });
    expect(screen.getByTestId('layout-capacity')).toHaveTextContent('Capacity: 4800 seats');
  });
});
