import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@lumen/design-system';
import { imageFormatOfFileName, imageFormats, readPrescriptionText } from '@lumen/domain';
import type { PrescriptionReading } from '@lumen/domain';

/** A photo of the shopper's prescription, shown from the browser's memory (never uploaded). */
export interface PrescriptionPhoto {
  url: string;
  name: string;
}

type ReadingState =
  | { kind: 'idle' }
  | { kind: 'reading'; share: number }
  | { kind: 'read'; found: number }
  | { kind: 'failed' }
  | { kind: 'wrongFormat' };

const accept = imageFormats.map((format) => `.${format}`).join(',');

/**
 * The prescription loader of the configurator's Prescription step: the shopper picks a photo of
 * the prescription, the device reads the values from it (the text model loads only now), and
 * they go into the next step, where the shopper checks each one against the photo. Nothing read
 * is taken as given: values that no prescription holds stay empty, and the shopper confirms.
 */
export function PrescriptionPhotoPicker({
  photo,
  onPhoto,
  onRead,
}: {
  photo: PrescriptionPhoto | undefined;
  onPhoto: (photo: PrescriptionPhoto) => void;
  onRead: (reading: PrescriptionReading) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ReadingState>({ kind: 'idle' });

  async function read(file: File) {
    if (!imageFormatOfFileName(file.name) || !file.type.startsWith('image/')) {
      setState({ kind: 'wrongFormat' });
      return;
    }
    onPhoto({ url: URL.createObjectURL(file), name: file.name });
    setState({ kind: 'reading', share: 0 });
    try {
      const { recogniseText } = await import('./recognise-text.ts');
      const text = await recogniseText(file, (share) => setState({ kind: 'reading', share }));
      const reading = readPrescriptionText(text);
      onRead(reading);
      setState({ kind: 'read', found: reading.found });
    } catch (error) {
      console.warn('The prescription photo could not be read', error);
      setState({ kind: 'failed' });
    }
  }

  return (
    <div className="flex flex-col gap-3" data-slot="prescription-photo">
      <p className="text-muted-foreground text-sm">{t('configurator.photo.privacy')}</p>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        variant="secondary"
        className="self-start"
        disabled={state.kind === 'reading'}
        onClick={() => input.current?.click()}
      >
        {photo ? t('configurator.photo.change') : t('configurator.photo.choose')}
      </Button>
      {photo && <PrescriptionPhotoFigure photo={photo} />}
      <div role="status" className="text-sm">
        {state.kind === 'reading' && (
          <span>
            {t('configurator.photo.reading')} <span aria-hidden>{Math.round(state.share * 100)} %</span>
          </span>
        )}
        {state.kind === 'read' &&
          (state.found > 0
            ? t('configurator.photo.read', { count: state.found })
            : t('configurator.photo.readNone'))}
      </div>
      {state.kind === 'failed' && <Alert kind="WARNING" description={t('configurator.photo.failed')} />}
      {state.kind === 'wrongFormat' && (
        <Alert kind="ERROR" description={t('configurator.photo.wrongFormat')} />
      )}
    </div>
  );
}

/** The photo beside the values, so each one can be compared with what the optician wrote. */
export function PrescriptionPhotoFigure({ photo }: { photo: PrescriptionPhoto }) {
  const { t } = useTranslation();
  return (
    <figure className="flex flex-col gap-1" data-slot="prescription-photo-figure">
      <a href={photo.url} target="_blank" rel="noreferrer" className="self-start">
        <img
          src={photo.url}
          alt={t('configurator.photo.alt')}
          className="max-h-64 w-auto rounded-md border border-border object-contain"
        />
      </a>
      <figcaption className="text-muted-foreground text-sm">{t('configurator.photo.caption')}</figcaption>
    </figure>
  );
}
