import { Button, Flex, Modal, Slider, Spin, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';

import { ApiError, NetworkError } from '@/api/errors';
import { ErrorAlert } from '@/components/form/Field';
import { splitServerErrors } from '@/components/form/serverErrors';

import {
  INITIAL_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  clampView,
  cropRect,
  cropToFile,
  drawCrop,
  loadImage,
  panView,
  type CropView,
} from '../avatarCrop';
import { accountMessages, avatarMessages as m } from '../messages';

/** Side of the preview in CSS pixels. */
const PREVIEW_SIZE = 240;
/** How far an arrow key moves the picture, in preview pixels. */
const KEY_STEP = 12;
const ZOOM_STEP = 0.25;

export interface AvatarCropModalProps {
  /** The chosen picture; the dialog is open while there is one. */
  file: File | null;
  onCancel: () => void;
  /** Uploads the square; a rejection is shown in the dialog. */
  onSave: (cropped: File) => Promise<void>;
  /** The dialog's title (default: cropping one's avatar). */
  title?: string;
}

/** Crops the chosen picture to a square before it is uploaded. */
export function AvatarCropModal({ file, onCancel, onSave, title }: AvatarCropModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={file !== null}
      title={title ?? intl.formatMessage(m.cropTitle)}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={360}
    >
      {/* A new picture mounts a new editor, so nothing is left from the last one. */}
      {file && <CropEditor file={file} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}

function CropEditor({
  file,
  onCancel,
  onSave,
}: {
  file: File;
  onCancel: () => void;
  onSave: (cropped: File) => Promise<void>;
}) {
  const intl = useIntl();
  const zoomLabelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState<CropView>(INITIAL_VIEW);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    loadImage(file).then(
      (loaded) => current && setImage(loaded),
      () => current && setError(intl.formatMessage(m.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, [file, intl]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    canvas.width = canvas.height = Math.round(PREVIEW_SIZE * (window.devicePixelRatio || 1));
    drawCrop(canvas, image, cropRect(image, view));
  }, [image, view]);

  const pan = (dx: number, dy: number) => {
    if (image) setView((current) => panView(image, current, dx, dy, PREVIEW_SIZE));
  };
  const zoomTo = (zoom: number) => {
    if (image) setView((current) => clampView(image, { ...current, zoom }));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    pan(event.clientX - from.x, event.clientY - from.y);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    dragFrom.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move) pan(...move);
    else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + ZOOM_STEP);
    else if (event.key === '-') zoomTo(view.zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const save = async () => {
    if (!image) return;
    setError(null);
    setSaving(true);
    try {
      await onSave(await cropToFile(image, cropRect(image, view), file));
    } catch (failure) {
      // The server's reasons (`data.avatar`: too big, not an image…) or its `msg`.
      if (failure instanceof ApiError) setError(splitServerErrors(failure, []).message);
      else if (!(failure instanceof NetworkError)) setError(intl.formatMessage(m.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} align="center">
      {error && <ErrorAlert style={{ alignSelf: 'stretch' }}>{error}</ErrorAlert>}
      <Typography.Text type="secondary">{intl.formatMessage(m.cropHint)}</Typography.Text>
      <Spin spinning={!image && !error}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={intl.formatMessage(m.preview)}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          style={{
            display: 'block',
            width: PREVIEW_SIZE,
            height: PREVIEW_SIZE,
            borderRadius: '50%',
            cursor: 'grab',
            touchAction: 'none',
            background: 'rgba(127, 127, 127, 0.15)',
          }}
        />
      </Spin>
      <Flex align="center" gap={12} style={{ alignSelf: 'stretch' }}>
        <Typography.Text id={zoomLabelId}>{intl.formatMessage(m.zoom)}</Typography.Text>
        <Slider
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          onChange={zoomTo}
          disabled={!image}
          ariaLabelledByForHandle={zoomLabelId}
          tooltip={{ formatter: (zoom) => `${Math.round((zoom ?? 1) * 100)}%` }}
          style={{ flex: 1 }}
        />
      </Flex>
      <Flex justify="flex-end" gap={8} style={{ alignSelf: 'stretch' }}>
        <Button onClick={onCancel}>{intl.formatMessage(accountMessages.cancel)}</Button>
        <Button type="primary" loading={saving} disabled={!image} onClick={() => void save()}>
          {intl.formatMessage(m.save)}
        </Button>
      </Flex>
    </Flex>
  );
}
