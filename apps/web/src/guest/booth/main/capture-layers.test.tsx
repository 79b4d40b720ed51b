import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { CaptureLayers } from './capture-layers';
import type { CapturePhase } from './use-capture-run';

const event = makeVirtualEvent();

function renderLayers(phase: CapturePhase, backgroundApplied: boolean | undefined, locale: 'de' | 'en' = 'en') {
  renderGuest(
    <CaptureLayers phase={phase} flash={0} cameraStatus="ready" faceHint={null} segmentation="off" backgroundApplied={backgroundApplied} onResume={() => {}} />,
    event,
    locale,
  );
}

describe('CaptureLayers while the capture is composed (campaigns §2 review states)', () => {
  it('says the background is being removed when a background picture replaces the guest’s own', () => {
    renderLayers({ name: 'composing' }, true);
    expect(screen.getByRole('status')).toHaveTextContent('Removing the background…');
    expect(screen.getByTestId('capture-composing')).not.toHaveTextContent('Processing data');
  });

  it('says it is processing data without a replaced background', () => {
    renderLayers({ name: 'composing' }, false, 'de');
    expect(screen.getByRole('status')).toHaveTextContent('Daten werden verarbeitet …');
  });

  it('says nothing of either before the capture is taken', () => {
    renderLayers({ name: 'idle' }, true);
    expect(screen.queryByTestId('capture-composing')).toBeNull();
  });
});
