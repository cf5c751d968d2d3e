import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  SpinnerIcon,
  TryOnStage,
  type TryOnFrame,
} from '@lumen/design-system';
import {
  attributeLabel,
  cameraProblemOf,
  checkFrameWidth,
  formatListingQuery,
  minimumFrameWidthOfHeadWidth,
  placeFrame,
  type CameraProblem,
  type FaceMeasurement,
  type Product,
} from '@lumen/domain';
import { ShopLink } from '../routing/shop-link.tsx';
import { frontImageHash, loadFrameSprite, type FrameSprite } from './frame-sprite.ts';
import { useFaceTracking, type TrackedFace } from './use-face-tracking.ts';
import {
  deleteSnapshot,
  keepSnapshot,
  readSnapshots,
  snapshotsKey,
  type TryOnSnapshot,
} from './try-on-snapshots.ts';

/*
 * §2 virtual try-on, entirely on the shopper's device: the camera's picture (or a photo the shopper
 * chooses) is read by a face-landmark model running in the browser; the frame is laid over the eyes
 * at its real width, measured by the irises. Nothing of the picture or the landmarks leaves the
 * browser, and the shopper is told so before the camera starts (GDPR Art. 9: biometric data).
 */

/** One colour of the frame: the product, its front image and the colour's name. */
export interface TryOnColour {
  productId: number;
  name: string;
  hash: string;
}

/** The colours of a model that have a front image: this product's first. */
export function tryOnColours(product: Product): TryOnColour[] {
  return [product, ...(product.siblings ?? []).filter((sibling) => sibling.isActive)]
    .filter((candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index)
    .flatMap((candidate) => {
      const hash = frontImageHash(candidate);
      const name = attributeLabel(candidate.attributes, 'frameColor');
      return hash && name ? [{ productId: candidate.id, name, hash }] : [];
    });
}

/** The camera's video and the photo fill the stage. */
const pictureClass = 'h-full w-full object-cover';

type Source =
  | { kind: 'none' }
  | { kind: 'camera'; video: HTMLVideoElement; stream: MediaStream; size: { width: number; height: number } }
  | { kind: 'photo'; image: HTMLImageElement; url: string; size: { width: number; height: number } };

// The snapshots live in localStorage; the dialog follows other tabs' changes too.
function subscribeToSnapshots(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === snapshotsKey) onChange();
  };
  window.addEventListener('storage', listener);
  window.addEventListener('lumen-try-on-snapshots', onChange);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('lumen-try-on-snapshots', onChange);
  };
}
const snapshotsValue = () => window.localStorage.getItem(snapshotsKey) ?? '';
const announceSnapshots = () => window.dispatchEvent(new Event('lumen-try-on-snapshots'));

export function TryOnDialog({
  product,
  name,
  frameWidthMm,
  listingPath,
  onClose,
}: {
  product: Product;
  name: string;
  frameWidthMm: number;
  /** Where frames that fit the measured face are listed. */
  listingPath: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const colours = tryOnColours(product);
  const [colour, setColour] = useState(colours[0]);
  const [sprite, setSprite] = useState<FrameSprite | undefined>();
  const [source, setSource] = useState<Source>({ kind: 'none' });
  const [problem, setProblem] = useState<CameraProblem | 'photo' | undefined>();
  const [saved, setSaved] = useState<'saved' | 'full' | undefined>();
  const photoInput = useRef<HTMLInputElement>(null);
  const colourGroup = useId();
  useSyncExternalStore(subscribeToSnapshots, snapshotsValue, () => '');
  const snapshots = typeof window === 'undefined' ? [] : readSnapshots(window.localStorage);

  const picture =
    source.kind === 'camera' ? source.video : source.kind === 'photo' ? source.image : undefined;
  const tracking = useFaceTracking(picture, source.kind === 'camera');

  // The frame's picture in the chosen colour.
  useEffect(() => {
    if (!colour) return;
    let current = true;
    loadFrameSprite(colour.hash).then(
      (loaded) => current && setSprite(loaded),
      () => current && setSprite(undefined),
    );
    return () => {
      current = false;
    };
  }, [colour]);

  // The camera stops and the photo is forgotten when the shopper closes the try-on or changes source.
  useEffect(
    () => () => {
      if (source.kind === 'camera') for (const track of source.stream.getTracks()) track.stop();
      if (source.kind === 'photo') URL.revokeObjectURL(source.url);
    },
    [source],
  );

  async function startCamera() {
    setProblem(undefined);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      const video = document.createElement('video');
      video.className = pictureClass;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      setSource({
        kind: 'camera',
        video,
        stream,
        size: { width: video.videoWidth, height: video.videoHeight },
      });
    } catch (error) {
      setProblem(cameraProblemOf(error));
    }
  }

  async function openPhoto(file: File) {
    setProblem(undefined);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.className = pictureClass;
    image.alt = '';
    image.src = url;
    try {
      await image.decode();
      setSource({
        kind: 'photo',
        image,
        url,
        size: { width: image.naturalWidth, height: image.naturalHeight },
      });
    } catch {
      URL.revokeObjectURL(url);
      setProblem('photo');
    }
  }

  const face = tracking.status === 'found' ? tracking.face : undefined;
  const frame = face && sprite ? frameOnFace(face, sprite, frameWidthMm) : undefined;

  function takeSnapshot() {
    if (source.kind === 'none' || !picture || !colour) return;
    const image = snapshotOf(picture, source.size, source.kind === 'camera', frame);
    if (!image) return;
    const kept = keepSnapshot(window.localStorage, {
      id: `${Date.now().toString(36)}-${colour.productId}`,
      productId: colour.productId,
      name: `${name} – ${colour.name}`,
      image,
      takenAt: Date.now(),
    });
    setSaved(kept ? 'saved' : 'full');
    announceSnapshots();
  }

  const stageStatus: ReactNode =
    source.kind === 'none'
      ? undefined
      : tracking.status === 'loading'
        ? t('tryOn.loading')
        : tracking.status === 'searching'
          ? source.kind === 'photo'
            ? t('tryOn.noFaceInPhoto')
            : t('tryOn.lookingForFace')
          : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" closeLabel={t('tryOn.close')} data-slot="try-on-dialog">
        <DialogHeader>
          <DialogTitle>{t('tryOn.title', { name })}</DialogTitle>
          <DialogDescription>{t('tryOn.privacy')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4 pb-5">
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-slot="try-on-photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void openPhoto(file);
            }}
          />
          {problem && (
            <Alert kind="WARNING" data-slot="try-on-problem" description={t(`tryOn.problems.${problem}`)} />
          )}
          {tracking.status === 'failed' && <Alert kind="ERROR" description={t('tryOn.loadFailed')} />}
          {source.kind !== 'none' && colour && (
            <TryOnStage
              label={t('tryOn.pictureLabel', { name: `${name} – ${colour.name}` })}
              picture={<SourcePicture source={source} />}
              pictureSize={source.size}
              mirrored={source.kind === 'camera'}
              frame={frame}
              status={
                stageStatus && (
                  <span className="inline-flex items-center gap-2">
                    {tracking.status === 'loading' && <SpinnerIcon className="animate-spin" />}
                    {stageStatus}
                  </span>
                )
              }
              data-frames-per-second={
                tracking.status !== 'loading' && tracking.status !== 'failed'
                  ? tracking.framesPerSecond
                  : undefined
              }
            />
          )}
          <div className="flex flex-wrap gap-2">
            {source.kind === 'camera' ? (
              <Button type="button" onClick={() => setSource({ kind: 'none' })}>
                {t('tryOn.stopCamera')}
              </Button>
            ) : (
              <Button type="button" onClick={() => void startCamera()}>
                {t('tryOn.startCamera')}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={() => photoInput.current?.click()}>
              {source.kind === 'photo' ? t('tryOn.otherPhoto') : t('tryOn.choosePhoto')}
            </Button>
            {source.kind !== 'none' && (
              <Button type="button" variant="secondary" onClick={takeSnapshot} disabled={!frame}>
                {t('tryOn.snapshot')}
              </Button>
            )}
          </div>
          <p role="status" className="text-sm text-foreground-muted empty:hidden">
            {saved && t(`tryOn.snapshots.${saved}`)}
          </p>
          {colours.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend id={colourGroup} className="text-sm font-semibold">
                {t('tryOn.colour')}
              </legend>
              <div className="flex flex-wrap gap-2">
                {colours.map((candidate) => (
                  <Button
                    key={candidate.productId}
                    type="button"
                    size="sm"
                    variant={candidate.productId === colour?.productId ? 'primary' : 'secondary'}
                    aria-pressed={candidate.productId === colour?.productId}
                    onClick={() => setColour(candidate)}
                  >
                    {candidate.name}
                  </Button>
                ))}
              </div>
            </fieldset>
          )}
          {face && (
            <Measurements
              measurement={face.measurement}
              frameWidthMm={frameWidthMm}
              listingPath={listingPath}
              language={i18n.language}
            />
          )}
          {snapshots.length > 0 && <Snapshots snapshots={snapshots} />}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** The frame laid on the face: its real width at the face's scale, on the bridge, with the head's tilt. */
function frameOnFace(face: TrackedFace, sprite: FrameSprite, frameWidthMm: number): TryOnFrame {
  const placement = placeFrame(face.mesh, face.measurement.scale, frameWidthMm);
  return {
    src: sprite.src,
    aspectRatio: sprite.aspectRatio,
    placement: {
      x: placement.centre.x,
      y: placement.centre.y,
      width: placement.widthPx,
      rotationRadians: placement.rollRadians,
      turnScale: placement.turnScale,
    },
  };
}

function SourcePicture({ source }: { source: Source }) {
  const host = useRef<HTMLDivElement>(null);
  // The video and the photo are elements the tracking reads: shown as they are, not re-created.
  useEffect(() => {
    const element =
      source.kind === 'camera' ? source.video : source.kind === 'photo' ? source.image : undefined;
    if (element) host.current?.replaceChildren(element);
  }, [source]);
  return <div ref={host} className="h-full w-full" />;
}

/** The picture with the frame drawn in, as the shopper saw it (a selfie mirrored), as a JPEG. */
function snapshotOf(
  picture: HTMLVideoElement | HTMLImageElement,
  size: { width: number; height: number },
  mirrored: boolean,
  frame: TryOnFrame | undefined,
): string | undefined {
  const scale = Math.min(1, 960 / size.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.scale(scale, scale);
  if (mirrored) {
    context.translate(size.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(picture, 0, 0, size.width, size.height);
  if (frame) {
    const overlay = new Image();
    overlay.src = frame.src;
    const { x, y, width, rotationRadians, turnScale } = frame.placement;
    const height = width / frame.aspectRatio;
    context.translate(x, y);
    context.rotate(rotationRadians);
    context.scale(turnScale, 1);
    // A data URL already decoded for the stage draws at once.
    context.drawImage(overlay, -width / 2, -height / 2, width, height);
  }
  return canvas.toDataURL('image/jpeg', 0.85);
}

function Measurements({
  measurement,
  frameWidthMm,
  listingPath,
  language,
}: {
  measurement: FaceMeasurement;
  frameWidthMm: number;
  listingPath: string | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const { pupilDistance, faceShape, headWidth } = measurement;
  const check = checkFrameWidth(frameWidthMm, minimumFrameWidthOfHeadWidth(headWidth));
  return (
    <section
      aria-labelledby="try-on-measurements"
      className="flex flex-col gap-2 rounded-md bg-surface-muted p-4"
    >
      <h3 id="try-on-measurements" className="font-semibold">
        {t('tryOn.measurements.heading')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t('tryOn.measurements.pd')}</dt>
        <dd data-slot="try-on-pd">
          {t('tryOn.measurements.pdValue', {
            pd: number.format(pupilDistance.totalMm),
            uncertainty: number.format(pupilDistance.uncertaintyMm),
          })}
        </dd>
        <dt>{t('tryOn.measurements.faceShape')}</dt>
        <dd data-slot="try-on-face-shape">{t(`tryOn.faceShapes.${faceShape}`)}</dd>
        <dt>{t('tryOn.measurements.headWidth')}</dt>
        <dd>{t(`product.headWidths.${headWidth}`)}</dd>
      </dl>
      <p className="text-sm">
        {check.ok
          ? t('tryOn.measurements.fits', { width: frameWidthMm })
          : t('tryOn.measurements.tooNarrow', { width: frameWidthMm, minimum: check.requiredMinimumMm })}
      </p>
      <p className="text-sm text-foreground-muted">{t('tryOn.measurements.pdNote')}</p>
      {listingPath && (
        <ShopLink
          href={`${listingPath}${formatListingQuery({ filters: { faceShape: [faceShape], headWidth: [headWidth] } })}`}
          className="self-start font-semibold text-accent underline underline-offset-4"
        >
          {t('tryOn.fitsYou')}
        </ShopLink>
      )}
    </section>
  );
}

function Snapshots({ snapshots }: { snapshots: TryOnSnapshot[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="try-on-snapshots" className="flex flex-col gap-2">
      <h3 id="try-on-snapshots" className="font-semibold">
        {t('tryOn.snapshots.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {snapshots.map((snapshot) => (
          <li key={snapshot.id} className="flex flex-col gap-1">
            <img
              src={snapshot.image}
              alt={t('tryOn.snapshots.alt', { name: snapshot.name, date: date.format(snapshot.takenAt) })}
              className="aspect-4/3 w-full rounded-md object-cover"
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                deleteSnapshot(window.localStorage, snapshot.id);
                announceSnapshots();
              }}
            >
              {t('tryOn.snapshots.delete')}
              <span className="sr-only"> – {snapshot.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
