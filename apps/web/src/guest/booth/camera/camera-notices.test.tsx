import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeVirtualEvent, renderGuest } from '@/guest/booth/test/guest-fixture';
import { browserSupport, modeSupported } from './browser-support';
import { CameraBlockedNotice, NoVideoNotice, PartialSupportNotice, VideoUnsupportedNotice } from './camera-notices';

const full = { mediaDevices: true, mediaRecorder: true, canvasCaptureStream: true, modernEngine: true };

describe('browserSupport', () => {
  it('tells a browser without camera API, a partial one and a full one apart', () => {
    expect(browserSupport(full)).toEqual({ noVideo: false, partial: false, canRecordVideo: true });
    expect(browserSupport({ ...full, mediaDevices: false }).noVideo).toBe(true);
    expect(browserSupport({ ...full, mediaRecorder: false })).toEqual({ noVideo: false, partial: true, canRecordVideo: false });
    expect(browserSupport({ ...full, canvasCaptureStream: false }).canRecordVideo).toBe(false);
    expect(browserSupport({ ...full, modernEngine: false })).toMatchObject({ partial: true, canRecordVideo: true });
  });

  it('only video needs recording', () => {
    const noRecorder = browserSupport({ ...full, mediaRecorder: false });
    expect(modeSupported('video', noRecorder)).toBe(false);
    expect(modeSupported('gif', noRecorder)).toBe(true);
  });
});

describe('camera popups', () => {
  const event = makeVirtualEvent();

  it('"Browser has no Video feature" offers the fallbacks there are', async () => {
    const onAvatar = vi.fn();
    renderGuest(<NoVideoNotice allowUpload onFile={() => {}} onAvatar={onAvatar} />, event, 'en');
    expect(screen.getByRole('dialog', { name: 'Browser has no Video feature' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a picture instead')).toHaveAttribute('accept', 'image/*');
    await userEvent.click(screen.getByTestId('skip-to-avatar'));
    expect(onAvatar).toHaveBeenCalled();
  });

  it('a refused camera says so and offers to try again; the upload only where the mode allows it', async () => {
    const onRetry = vi.fn();
    renderGuest(<CameraBlockedNotice allowUpload={false} onFile={() => {}} onAvatar={null} onRetry={onRetry} />, event, 'de');
    expect(screen.getByRole('dialog', { name: 'Kein Zugriff auf die Kamera' })).toBeInTheDocument();
    expect(screen.queryByTestId('fallback-upload')).toBeNull();
    expect(screen.queryByTestId('skip-to-avatar')).toBeNull();
    await userEvent.click(screen.getByTestId('camera-retry'));
    expect(onRetry).toHaveBeenCalled();
  });

  it('hands the chosen file over', async () => {
    const onFile = vi.fn();
    renderGuest(<CameraBlockedNotice allowUpload onFile={onFile} onAvatar={null} onRetry={() => {}} />, event, 'en');
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Upload a picture instead'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('"Not fully supported browser detected!" can be dismissed', async () => {
    renderGuest(<PartialSupportNotice />, event, 'en');
    expect(screen.getByRole('dialog', { name: 'Not fully supported browser detected!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the video-unsupported popup closes on Escape', async () => {
    const onClose = vi.fn();
    renderGuest(<VideoUnsupportedNotice onClose={onClose} />, event, 'en');
    expect(screen.getByRole('dialog', { name: 'Video recording is not supported' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
