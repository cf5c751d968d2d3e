import {
  Alert,
  ArrowRightIcon,
  Button,
  cn,
  FaceShapeIcon,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  FrameShapeIcon,
  Link,
  LockIcon,
  RadioGroup,
  RadioGroupItem,
  SpinnerIcon,
  useFieldControl,
} from '@lumen/design-system';
import {
  cameraProblemOf,
  faceShapes,
  frameShapesSuiting,
  type FaceMeasurement,
  type FaceShape,
} from '@lumen/domain';
import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type Ref,
} from 'react';
import { useBlockData } from '../block-data/block-data-provider.tsx';
import { useBlockTexts } from '../i18n/block-texts.ts';
import { listingHref } from '../questionnaire/listing-link.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import {
  canUseCamera,
  faceGuideKeys,
  faceGuideRanges,
  initialFaceScanState,
  isCameraWanted,
  previewAspect,
  transition,
  type FaceGuide,
  type FaceGuides,
  type FaceScanEvent,
  type FaceScanMeasurement,
  type FaceScanState,
} from './face-scan.machine.ts';
import type { FaceScanContent } from './face-scan.schema.ts';
import { InteractiveSection } from '../interactive-section/interactive-section.tsx';

/** The start step's list, in order: keys of `faceScan.start.steps` in the block texts. */
const startSteps = ['camera', 'lines', 'estimate'] as const;

/** The part of `navigator.mediaDevices` the face scan uses. */
export type CameraAccess = Pick<MediaDevices, 'getUserMedia'>;

type SectionProps = Omit<ComponentProps<'section'>, keyof FaceScanContent | 'children'>;

/**
 * Props of `FaceScan`: the parsed content (`FaceScanContentSchema`), editor attributes, section
 * attributes and, for stories and tests, the camera. Its own texts are the `faceScan` block texts
 * of the page's language.
 */
export type FaceScanProps = FaceScanContent &
  EditorAttributes &
  SectionProps & {
    /**
     * The camera: `navigator.mediaDevices` unless given; `null` for a browser without camera
     * access (an insecure page, an old browser). Read when the shopper starts the camera.
     */
    mediaDevices?: CameraAccess | null;
  };

function browserCamera(override: CameraAccess | null | undefined): CameraAccess | undefined {
  if (override !== undefined) return override ?? undefined;
  // Undefined on the server and on pages that are not secure (http other than localhost).
  const devices =
    typeof navigator === 'undefined' ? undefined : (navigator.mediaDevices as MediaDevices | undefined);
  return typeof devices?.getUserMedia === 'function' ? devices : undefined;
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Runs the camera while the machine wants it and stops every track as soon as it does not (a
 * result, choosing by hand, leaving the page). Frames go to a `<video>` on the page and nowhere
 * else. Returns the ref that shows the stream in a video element.
 */
function useCamera(
  wanted: boolean,
  mediaDevices: CameraAccess | null | undefined,
  onEvent: (event: FaceScanEvent) => void,
): Ref<HTMLVideoElement> {
  const streamRef = useRef<MediaStream | null>(null);
  // Read when the camera starts, so a story's new object on each render does not restart it.
  const devicesRef = useRef(mediaDevices);
  useEffect(() => {
    devicesRef.current = mediaDevices;
  });

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    const devices = browserCamera(devicesRef.current);
    const start = async () => {
      try {
        if (!devices) throw new DOMException('No camera access in this browser', 'NotSupportedError');
        const opened = await devices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
        if (cancelled) {
          stopTracks(opened);
          return;
        }
        stream = opened;
        streamRef.current = opened;
        // A camera unplugged or taken by another app ends its track.
        for (const track of opened.getVideoTracks()) {
          track.addEventListener('ended', () => {
            if (!cancelled) onEvent({ type: 'cameraFailed', problem: 'unavailable' });
          });
        }
        onEvent({ type: 'cameraStarted' });
      } catch (error) {
        if (!cancelled) onEvent({ type: 'cameraFailed', problem: cameraProblemOf(error) });
      }
    };
    void start();
    return () => {
      cancelled = true;
      if (stream) stopTracks(stream);
      streamRef.current = null;
    };
  }, [wanted, onEvent]);

  return useCallback((video: HTMLVideoElement | null) => {
    if (video) video.srcObject = streamRef.current;
  }, []);
}

/**
 * Finds the shopper's face shape and the frame shapes that suit it: with the camera, measured on
 * the device where the page offers it (`onMeasureFace`: shape, head width and PD), or estimated from
 * an outline the shopper fits; without one (refused, missing, unsupported) or by preference, the
 * shopper picks the shape. The result links to the listing filtered by face shape (and a measured
 * head width) and by each suiting frame shape.
 */
export function FaceScan({ mediaDevices, ...props }: FaceScanProps) {
  const [state, dispatch] = useReducer(transition, initialFaceScanState);
  const videoRef = useCamera(isCameraWanted(state), mediaDevices, dispatch);
  const startCamera = () =>
    dispatch({ type: 'startCamera', supported: browserCamera(mediaDevices) !== undefined });
  return (
    <FaceScanView
      {...props}
      state={state}
      onEvent={dispatch}
      onStartCamera={startCamera}
      videoRef={videoRef}
    />
  );
}

/** Props of `FaceScanView`: the content, the machine's state and where its events go. */
export type FaceScanViewProps = FaceScanContent &
  EditorAttributes &
  SectionProps & {
    state: FaceScanState;
    onEvent: (event: FaceScanEvent) => void;
    /** Asks for the camera; the container knows whether the browser has any. */
    onStartCamera: () => void;
    videoRef?: Ref<HTMLVideoElement>;
  };

/** Renders one state of the face scan; `FaceScan` drives it with the machine and the camera. */
export function FaceScanView({
  headline,
  text,
  listingPath,
  state,
  onEvent,
  onStartCamera,
  videoRef,
  className,
  ...props
}: FaceScanViewProps) {
  const t = useBlockTexts('faceScan');
  const viewKey = state.status === 'result' ? `result:${state.shape}` : state.status;

  // Each new step's heading takes the focus (not on the first render: the page did not move).
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    viewHeadingRef.current?.focus();
  }, [viewKey]);

  const chooseManually = () => onEvent({ type: 'chooseManually' });

  return (
    <InteractiveSection
      slotName="face-scan"
      headline={headline}
      text={text}
      width="3xl"
      data-status={state.status}
      className={className}
      {...props}
    >
      {(() => {
        switch (state.status) {
          case 'start':
            return (
              <div data-slot="face-scan-start" className="flex flex-col gap-4">
                <StepHeading headingRef={viewHeadingRef}>{t('start.heading')}</StepHeading>
                <ol className="flex list-decimal flex-col gap-1 ps-5">
                  {startSteps.map((step) => (
                    <li key={step}>{t(`start.steps.${step}`)}</li>
                  ))}
                </ol>
                <PrivacyNote>{t('start.privacy')}</PrivacyNote>
                <div className="flex flex-wrap gap-3">
                  <Button onClick={onStartCamera}>{t('start.startCamera')}</Button>
                  <Button variant="secondary" onClick={chooseManually}>
                    {t('start.chooseManually')}
                  </Button>
                </div>
              </div>
            );
          case 'requesting':
            return (
              <div data-slot="face-scan-requesting" className="flex flex-col gap-4">
                <StepHeading headingRef={viewHeadingRef}>{t('requesting.heading')}</StepHeading>
                <p className="flex items-start gap-2">
                  <SpinnerIcon className="size-5 shrink-0 animate-spin text-accent motion-reduce:animate-none" />
                  {t('requesting.text')}
                </p>
                <div>
                  <Button variant="secondary" onClick={chooseManually}>
                    {t('requesting.chooseManually')}
                  </Button>
                </div>
              </div>
            );
          case 'camera':
            return (
              <CameraStep
                guides={state.guides}
                headingRef={viewHeadingRef}
                videoRef={videoRef}
                onEvent={onEvent}
              />
            );
          case 'manual':
            return (
              <ManualStep
                state={state}
                headingRef={viewHeadingRef}
                onEvent={onEvent}
                onStartCamera={onStartCamera}
              />
            );
          case 'result':
            return (
              <ResultStep
                shape={state.shape}
                source={state.source}
                measurement={state.measurement}
                listingPath={listingPath}
                headingRef={viewHeadingRef}
                onEvent={onEvent}
              />
            );
        }
      })()}
    </InteractiveSection>
  );
}

function StepHeading({
  headingRef,
  id,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  id?: string;
  children: string;
}) {
  return (
    <h3 ref={headingRef} id={id} tabIndex={-1} className="text-xl font-semibold text-balance">
      {children}
    </h3>
  );
}

function PrivacyNote({ children }: { children: string }) {
  return (
    <p data-slot="face-scan-privacy" className="flex items-start gap-2 text-sm text-foreground-muted">
      <LockIcon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

type GuideSliderProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  guide: FaceGuide;
  value: number;
  onValueChange: (value: number) => void;
};

/**
 * A native slider inside a design-system `Field` (its label, id and description come from
 * there). The keys are handled here rather than left to the browser, so every browser moves a
 * guide alike: the arrows by one step, Page Up and Page Down by five, Home and End to the ends.
 */
function GuideSlider({ guide, value, onValueChange, ...props }: GuideSliderProps) {
  const controlProps = useFieldControl(props);
  const { min, max, step } = faceGuideRanges[guide];
  const keySteps: Readonly<Record<string, number>> = {
    ArrowUp: step,
    ArrowRight: step,
    ArrowDown: -step,
    ArrowLeft: -step,
    PageUp: 5 * step,
    PageDown: -5 * step,
    Home: min - value,
    End: max - value,
  };
  return (
    <input
      type="range"
      data-slot="face-scan-guide"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.valueAsNumber)}
      onKeyDown={(event) => {
        if (!Object.hasOwn(keySteps, event.key)) return;
        event.preventDefault();
        onValueChange(value + keySteps[event.key]!);
      }}
      className="w-full accent-accent"
      {...controlProps}
    />
  );
}

type CameraStepProps = {
  guides: FaceGuides;
  headingRef: Ref<HTMLHeadingElement>;
  videoRef: Ref<HTMLVideoElement> | undefined;
  onEvent: (event: FaceScanEvent) => void;
};

/** How many frames a measurement reads: the median of a few steadies a moving face. */
const framesPerMeasurement = 5;

/** The measurement of the frames' median pupil distance, or undefined when no frame showed a face. */
async function measureFrames(
  measure: (video: HTMLVideoElement) => Promise<FaceMeasurement | undefined>,
  video: HTMLVideoElement,
): Promise<FaceMeasurement | undefined> {
  const found: FaceMeasurement[] = [];
  for (let frame = 0; frame < framesPerMeasurement; frame += 1) {
    const measurement = await measure(video);
    if (measurement) found.push(measurement);
  }
  found.sort((a, b) => a.pupilDistance.totalMm - b.pupilDistance.totalMm);
  return found[Math.floor(found.length / 2)];
}

function CameraStep({ guides, headingRef, videoRef, onEvent }: CameraStepProps) {
  const t = useBlockTexts('faceScan');
  const measureFace = useBlockData()?.measureFace;
  const video = useRef<HTMLVideoElement | null>(null);
  const [measuring, setMeasuring] = useState<'measuring' | 'no-face' | 'failed' | undefined>();
  const showVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (typeof videoRef === 'function') videoRef(element);
    },
    [videoRef],
  );
  async function measure() {
    if (!measureFace || !video.current) return;
    setMeasuring('measuring');
    try {
      const measurement = await measureFrames(measureFace, video.current);
      if (measurement) onEvent({ type: 'measured', measurement });
      else setMeasuring('no-face');
    } catch {
      setMeasuring('failed');
    }
  }
  return (
    <div data-slot="face-scan-camera" className="flex flex-col gap-4">
      <StepHeading headingRef={headingRef}>{t('camera.heading')}</StepHeading>
      <p>{measureFace ? t('camera.measureText') : t('camera.text')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="relative mx-auto aspect-[3/4] w-full max-w-xs overflow-hidden rounded-lg bg-surface-inverted">
          {/* A mirror, as shoppers expect of a front camera. The picture says nothing the sliders do not. */}
          <video
            ref={showVideo}
            data-slot="face-scan-video"
            autoPlay
            muted
            playsInline
            aria-hidden
            className="size-full -scale-x-100 object-cover"
          />
          <FaceOutline guides={guides} className="absolute inset-0 size-full" />
        </div>
        <div className="flex flex-col gap-4">
          {faceGuideKeys.map((guide) => (
            <Field key={guide}>
              <FieldLabel>{t(`camera.guideLabels.${guide}`)}</FieldLabel>
              <GuideSlider
                guide={guide}
                value={guides[guide]}
                aria-valuetext={t('camera.guideValue', { percent: guides[guide] })}
                onValueChange={(value) => onEvent({ type: 'adjustGuide', guide, value })}
              />
            </Field>
          ))}
          <p className="text-sm text-foreground-muted">{t('camera.estimateNote')}</p>
          <p role="status" className="text-sm empty:hidden">
            {measuring && t(`camera.measuring.${measuring}`)}
          </p>
          <div className="flex flex-wrap gap-3">
            {measureFace && (
              <Button onClick={() => void measure()} disabled={measuring === 'measuring'}>
                {t('camera.measure')}
              </Button>
            )}
            <Button
              variant={measureFace ? 'secondary' : 'primary'}
              onClick={() => onEvent({ type: 'estimate' })}
            >
              {t('camera.estimate')}
            </Button>
            <Button variant="secondary" onClick={() => onEvent({ type: 'chooseManually' })}>
              {t('camera.chooseManually')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A smooth closed curve through points (Catmull-Rom as cubic Béziers). */
function closedCurve(points: readonly (readonly [number, number])[]): string {
  const at = (index: number) => points[(index + points.length) % points.length]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  let path = `M${at(0).join(' ')}`;
  for (let index = 0; index < points.length; index += 1) {
    const [before, from, to, after] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [from[0] + (to[0] - before[0]) / 6, from[1] + (to[1] - before[1]) / 6].map(round);
    const c2 = [to[0] - (after[0] - from[0]) / 6, to[1] - (after[1] - from[1]) / 6].map(round);
    path += ` C${c1.join(' ')} ${c2.join(' ')} ${to.map(round).join(' ')}`;
  }
  return `${path}Z`;
}

/** The outline the shopper fits to the face, drawn from the guides over the 3:4 preview. */
function FaceOutline({ guides, className }: { guides: FaceGuides; className?: string }) {
  const width = 300;
  const height = width * previewAspect;
  const half = (percent: number) => (percent / 100) * width * 0.5;
  const length = (guides.faceLength / 100) * height;
  const top = (height - length) / 2;
  const centre = width / 2;
  const rows = {
    forehead: { y: top + length * 0.22, half: half(guides.foreheadWidth) },
    cheekbones: { y: top + length * 0.5, half: half(guides.cheekboneWidth) },
    jaw: { y: top + length * 0.8, half: half(guides.jawWidth) },
  };
  const outline = closedCurve([
    [centre, top],
    [centre + rows.forehead.half, rows.forehead.y],
    [centre + rows.cheekbones.half, rows.cheekbones.y],
    [centre + rows.jaw.half, rows.jaw.y],
    [centre, top + length],
    [centre - rows.jaw.half, rows.jaw.y],
    [centre - rows.cheekbones.half, rows.cheekbones.y],
    [centre - rows.forehead.half, rows.forehead.y],
  ]);
  return (
    <svg
      data-slot="face-scan-outline"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden
      focusable={false}
      className={cn('pointer-events-none text-foreground-inverted', className)}
    >
      <path d={outline} fill="none" stroke="currentColor" strokeWidth={3} />
      {Object.values(rows).map((row) => (
        <line
          key={row.y}
          x1={centre - row.half}
          x2={centre + row.half}
          y1={row.y}
          y2={row.y}
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray="6 6"
        />
      ))}
    </svg>
  );
}

type ManualStepProps = {
  state: Extract<FaceScanState, { status: 'manual' }>;
  headingRef: Ref<HTMLHeadingElement>;
  onEvent: (event: FaceScanEvent) => void;
  onStartCamera: () => void;
};

function ManualStep({ state, headingRef, onEvent, onStartCamera }: ManualStepProps) {
  const t = useBlockTexts('faceScan');
  const headingId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const { problem } = state;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onEvent({ type: 'confirmShape' });
    // The error is no live region: the focus goes to the group it describes.
    if (state.selected === undefined) groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  }

  return (
    <form noValidate onSubmit={handleSubmit} data-slot="face-scan-manual" className="flex flex-col gap-5">
      <StepHeading headingRef={headingRef} id={headingId}>
        {t('manual.heading')}
      </StepHeading>
      {problem && (
        <Alert
          data-slot="face-scan-problem"
          kind="WARNING"
          title={t(`manual.problems.${problem}.title`)}
          description={t(`manual.problems.${problem}.text`)}
        />
      )}
      <Field className="gap-3">
        <RadioGroup
          ref={groupRef}
          aria-labelledby={headingId}
          required
          value={state.selected ?? ''}
          onValueChange={(value) => {
            const shape = faceShapes.find((candidate) => candidate === value);
            if (shape) onEvent({ type: 'selectShape', shape });
          }}
          className="grid gap-3 sm:grid-cols-2"
        >
          {faceShapes.map((shape) => (
            <Field
              key={shape}
              orientation="horizontal"
              className="items-center rounded-md border border-border p-3 has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent-subtle"
            >
              <RadioGroupItem value={shape} />
              <FaceShapeIcon shape={shape} size="lg" className="text-accent" />
              <FieldContent>
                <FieldLabel className="font-semibold">{t(`faceShapeNames.${shape}`)}</FieldLabel>
                <FieldDescription>{t(`faceShapeHints.${shape}`)}</FieldDescription>
              </FieldContent>
            </Field>
          ))}
        </RadioGroup>
        <FieldError>{state.missingChoice && t('manual.chooseShape')}</FieldError>
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          {t('manual.confirm')}
          <ArrowRightIcon />
        </Button>
        {canUseCamera(state) && (
          <Button variant="secondary" onClick={onStartCamera}>
            {state.problem ? t('manual.retryCamera') : t('manual.useCamera')}
          </Button>
        )}
      </div>
    </form>
  );
}

const resultNotes = {
  measurement: 'result.measured',
  estimate: 'result.estimated',
  choice: 'result.chosen',
} as const;

type ResultStepProps = {
  shape: FaceShape;
  source: 'measurement' | 'estimate' | 'choice';
  measurement: FaceScanMeasurement | undefined;
  listingPath: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEvent: (event: FaceScanEvent) => void;
};

function ResultStep({ shape, source, measurement, listingPath, headingRef, onEvent }: ResultStepProps) {
  const t = useBlockTexts('faceScan');
  const framesHeadingId = useId();
  const blockData = useBlockData();
  const keepPupilDistance = blockData?.keepPupilDistance;
  const millimetres = new Intl.NumberFormat(blockData?.shop.locale, { maximumFractionDigits: 1 });
  const [pdKept, setPdKept] = useState<boolean | undefined>();
  const headWidthFilter: Record<string, string[]> = measurement ? { headWidth: [measurement.headWidth] } : {};
  return (
    <div data-slot="face-scan-result" className="flex flex-col gap-5 rounded-lg bg-surface-muted p-6">
      <div className="flex items-center gap-4">
        <FaceShapeIcon shape={shape} size="xl" className="text-accent" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-accent">{t('result.label')}</p>
          <StepHeading headingRef={headingRef}>
            {t('result.heading', { shape: t(`faceShapeNames.${shape}`) })}
          </StepHeading>
        </div>
      </div>
      <p data-slot="face-scan-result-note">{t(resultNotes[source])}</p>
      {measurement && (
        <div data-slot="face-scan-measurement" className="flex flex-col items-start gap-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('result.headWidth')}</dt>
            <dd>{t(`headWidthNames.${measurement.headWidth}`)}</dd>
            <dt>{t('result.pd')}</dt>
            <dd data-slot="face-scan-pd" className="whitespace-nowrap">
              {t('result.pdValue', {
                pd: millimetres.format(measurement.pupilDistance.totalMm),
                uncertainty: millimetres.format(measurement.pupilDistance.uncertaintyMm),
              })}
            </dd>
          </dl>
          <p className="text-sm text-foreground-muted">{t('result.pdNote')}</p>
          {keepPupilDistance && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPdKept(keepPupilDistance(measurement.pupilDistance))}
              >
                {t('result.keepPd')}
              </Button>
              <p role="status" className="text-sm empty:hidden">
                {pdKept === true && t('result.pdKept')}
                {pdKept === false && t('result.pdNotKept')}
              </p>
            </>
          )}
        </div>
      )}
      <h4 id={framesHeadingId} className="font-semibold">
        {t('result.frameShapesHeading')}
      </h4>
      <ul aria-labelledby={framesHeadingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {frameShapesSuiting(shape).map((frame) => (
          <li key={frame}>
            <Link
              variant="standalone"
              href={listingHref(listingPath, { filters: { frameShape: [frame], ...headWidthFilter } })}
              className="flex h-full flex-col justify-center gap-2 rounded-md border border-border bg-surface p-4 text-center hover:border-accent"
            >
              <FrameShapeIcon shape={frame} size="xl" />
              {t(`frameShapeNames.${frame}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={listingHref(listingPath, { filters: { faceShape: [shape], ...headWidthFilter } })}>
            {t('result.showFrames')}
            <ArrowRightIcon />
          </a>
        </Button>
        <Button variant="ghost" onClick={() => onEvent({ type: 'restart' })}>
          {t('result.restart')}
        </Button>
      </div>
    </div>
  );
}
