import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MosaicGridPreview } from '@/features/events/mosaic/mosaic-grid-preview';
import { mosaicPreviewModel } from '@/features/events/mosaic/mosaic-preview-model';
import { renderUi } from '@/test/render-ui';

const small = mosaicPreviewModel({ resolution: 'SD', dimension: { width: 4, height: 3 }, backgroundColor: '#112233', options: { automaticCellSize: false, extraCellSize: 161 } });

describe('the mosaic grid preview', () => {
  it('draws the target under the grid, centred on the canvas of the resolution, the grid as one path', () => {
    renderUi(<MosaicGridPreview model={small} imageUrl="/api/files/assets/a/thumb.webp" />, { language: 'en' });
    const canvas = screen.getByTestId('mosaic-preview-canvas');
    expect(canvas.getAttribute('viewBox')).toBe('0 0 720 576');
    expect(canvas.querySelector('rect')?.getAttribute('fill')).toBe('#112233');
    const target = screen.getByTestId('mosaic-preview-target');
    expect(target.getAttribute('href')).toBe('/api/files/assets/a/thumb.webp');
    expect(target.getAttribute('width')).toBe('644');
    expect(target.getAttribute('height')).toBe('483');
    expect(target.parentElement?.getAttribute('transform')).toBe('translate(38 46)');
    // One element for every border, whatever the number of cells.
    expect(canvas.querySelectorAll('path')).toHaveLength(1);
    const grid = screen.getByTestId('mosaic-preview-grid');
    expect(grid.dataset).toMatchObject({ columns: '4', rows: '3', cellSize: '161' });
    expect(grid.getAttribute('d')?.match(/M/g)).toHaveLength(9);
  });

  it('says the grid in numbers, in English and German', () => {
    const first = renderUi(<MosaicGridPreview model={small} imageUrl={null} />, { language: 'en' });
    expect(screen.getByTestId('mosaic-preview-summary').textContent).toBe('4 × 3 cells (12)');
    expect(screen.getByTestId('mosaic-preview-cell').textContent).toBe('Cell size 161 px');
    expect(screen.getByTestId('mosaic-preview-size').textContent).toBe('Mosaic 644 × 483 px in SD · no target picture chosen yet');
    expect(screen.getByTestId('mosaic-preview-canvas').getAttribute('aria-label')).toBe('4 × 3 cells (12), Cell size 161 px');
    expect(screen.queryByTestId('mosaic-preview-target')).toBeNull();
    first.unmount();

    renderUi(<MosaicGridPreview model={mosaicPreviewModel({ options: { expectedPictures: 10_000 } })} imageUrl="/t.webp" />, { language: 'de' });
    expect(screen.getByTestId('mosaic-preview-summary').textContent).toBe('96 × 54 Zellen (5.184)');
    expect(screen.getByTestId('mosaic-preview-cell').textContent).toBe('Zellgröße 20 px (automatisch)');
    expect(screen.getByTestId('mosaic-preview-fewer').textContent).toBe('5.184 Zellen für 10.000 erwartete Bilder: ist das Mosaik voll, ersetzt jedes neue Bild das älteste.');
  });

  it('says when the cells had to be enlarged to the limit', () => {
    renderUi(<MosaicGridPreview model={mosaicPreviewModel({ resolution: '8K', options: { automaticCellSize: false }, placeBehaviour: { cellSize: 1 } })} imageUrl={null} />, { language: 'en' });
    expect(screen.getByTestId('mosaic-preview-raised').textContent).toBe('Cells enlarged: a mosaic has at most 40,000 cells.');
  });

  it('asks for valid values instead of drawing a wrong grid', () => {
    renderUi(<MosaicGridPreview model={null} imageUrl={null} />, { language: 'de' });
    expect(screen.getByTestId('mosaic-preview-invalid').textContent).toContain('Die Vorschau erscheint, sobald alle Mosaik-Einstellungen gültig sind.');
    expect(screen.queryByTestId('mosaic-preview-canvas')).toBeNull();
  });
});
