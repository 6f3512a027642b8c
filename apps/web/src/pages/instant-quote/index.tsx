import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Modal, Row, Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { queryClient } from '../../api/query-client';
import type { AssemblyChoices } from '../../features/assembly/AssemblyQuote';
import { getAnalysisJob, uploadGerber } from '../../features/gerber/api';
import { camValuesOf } from '../../features/gerber/cam-values';
import type { CamAnalysis } from '../../features/gerber/types';
import type { UploadState } from '../../features/gerber/useGerberUpload';
import {
  claimQuote,
  createQuote,
  getMatrix,
  getQuote,
  makeInquiry,
  quoteArchive,
  saveQuote,
  uploadQuoteGerber,
  type Destination,
  type InstantQuote,
  type QuoteState,
} from '../../features/instant-quote/api';
import { useDefaultBoard } from '../../features/instant-quote/useDefaultBoard';
import { useGerberFill } from '../../features/instant-quote/useGerberFill';
import { getBook, getMerchants } from '../../features/pricing/api';
import { drainEarlyReads } from '../../features/pricing/early-reads';
import QuotationForm from '../../features/pricing/QuotationForm';
import type { LiveEstimate, Values } from '../../features/pricing/useLiveEstimate';
import { formatDate } from '../../locales/format';
import { useSession } from '../../stores/session';
import CompareCard from './CompareCard';
import Later from './Later';
import { AssemblyQuote, CamFindings, GerberDropZone, PriceMatrix, ShippingPanel } from './sections';
import { useContinueWith } from './useContinueWith';
import { useFirstAnswer } from './useFirstAnswer';

// The factories and the book read as the app started (shell/routes/early-start.ts) are in the cache for the first render.
drainEarlyReads((key, data, readAt) => queryClient.setQueryData(key, data, { updatedAt: readAt }));

const LEAD_TIME = 'LEAD_TIME';
const QUANTITY_DEFAULT = 'QTY';
const IDLE: UploadState = { phase: 'idle', transfer: 0 };

const sameUpload = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Waits `ms` after the last change of `value`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The public instant quote (issue 22; a public route beyond spec 01 §2.3): the factory (the platform's default, or one
 * of those publishing a price book), the Gerber drop zone (the board's parameters fill in from the CAM analysis), the
 * online quotation form with its live, explained price, the quantity × lead-time matrix (a picked cell sets the form),
 * shipping to a chosen destination, and the stencil and assembly part. Saving or asking for an inquiry keeps
 * everything server-side under a quote id (`?quote=`) with a validity; a visitor signs in or registers and comes back
 * to the same quote, which the account then claims, and makes the inquiry from it (its Gerber upload sent on as the
 * customer's Gerber file, the quote id kept on the inquiry).
 */
export default function InstantQuotePage() {
  const { t } = useTranslation('instantQuote');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { session, authInfo } = useSession();
  const [search, setSearch] = useSearchParams();
  const quoteId = search.get('quote');

  const [merchant, setMerchant] = useState<string | undefined>();
  const [values, setValues] = useState<Values>({});
  const [formKey, setFormKey] = useState(0);
  const [initial, setInitial] = useState<Values>({});
  const [live, setLive] = useState<LiveEstimate | undefined>();
  const [destination, setDestination] = useState<Destination | null>(null);
  const [carrier, setCarrier] = useState<string | null>(null);
  const [assembly, setAssembly] = useState<unknown>(null);
  const [analysis, setAnalysis] = useState<CamAnalysis | null>(null);
  const [file, setFile] = useState<InstantQuote['file']>(null);
  const [upload, setUpload] = useState<UploadState>(IDLE);
  const [quote, setQuote] = useState<InstantQuote | null>(null);
  const [restored, setRestored] = useState(false);
  const [asking, setAsking] = useState<null | 'save' | 'inquiry'>(null);
  const [inquiry, setInquiry] = useState<{ no: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [inquiryError, setInquiryError] = useState<string | null>(null);
  /** The quote shown, as `id:signedIn`: restored once per quote and sign-in, and never while it is being made. */
  const [loadedId, setLoadedId] = useState<string | null>(null);

  const merchants = useQuery({ queryKey: ['pricing', 'merchants'], queryFn: () => getMerchants() });
  if (!merchant && !quoteId && merchants.data?.length) setMerchant(merchants.data[0]!.uid);
  const book = useQuery({
    queryKey: ['pricing', 'book', merchant ?? ''],
    queryFn: () => getBook(merchant),
    enabled: !!merchant,
    staleTime: 5_000,
  });
  const quantityCode = book.data?.book.roles.quantity ?? QUANTITY_DEFAULT;

  // A quote named in the address: restore it (after sign-in the account claims it first).
  const signedIn = !!session && !!authInfo;
  const stored = useQuery({
    queryKey: ['instant-quote', quoteId, signedIn],
    queryFn: async () => (signedIn ? claimQuote(quoteId!) : getQuote(quoteId!)),
    enabled: !!quoteId && (!session || !!authInfo),
    retry: false,
    staleTime: Infinity,
  });
  const storedQuote = stored.data;
  if (storedQuote && loadedId !== `${storedQuote.id}:${signedIn}`) {
    const first = loadedId === null || !loadedId.startsWith(storedQuote.id);
    setLoadedId(`${storedQuote.id}:${signedIn}`);
    setQuote(storedQuote);
    if (first) {
      const params = Object.fromEntries(Object.entries(storedQuote.state.params ?? {}).map(([k, v]) => [k, String(v)]));
      setMerchant(storedQuote.merchant ?? undefined);
      setValues(params);
      setInitial(params);
      setFormKey((k) => k + 1);
      setDestination(storedQuote.state.destination ?? null);
      setCarrier(storedQuote.state.carrier ?? null);
      setAssembly(storedQuote.state.assembly ?? null);
      setAnalysis((storedQuote.analysis as CamAnalysis | null) ?? null);
      setFile(storedQuote.file);
      if (storedQuote.file) setUpload({ phase: 'done', transfer: 1, fileName: storedQuote.file.name });
      setRestored(Object.keys(params).length > 0 || !!storedQuote.file);
    }
  }

  const camValues = useMemo(() => (analysis ? camValuesOf(analysis) : undefined), [analysis]);
  const readyBook = book.data?.ready ? book.data.book : undefined;
  const fromGerber = useGerberFill(readyBook?.parameters, analysis);
  useDefaultBoard({
    merchant,
    book: readyBook,
    quoteId,
    values,
    cam: camValues,
    gerber: fromGerber.values,
    reset: (board) => {
      setValues(board);
      setInitial(board);
      setFormKey((k) => k + 1);
    },
  });
  const state: QuoteState = useMemo(
    () => ({
      params: values,
      leadTime: values[LEAD_TIME] ?? null,
      destination,
      carrier,
      assembly: assembly ?? null,
      productNo: live?.productNumber ?? null,
    }),
    [values, destination, carrier, assembly, live?.productNumber],
  );

  // Keep the quote up to date once it exists.
  const settledState = useSettled(state, 700);
  // Saved when the state settles or the merchant changes, not when the save's own answer becomes the quote.
  const saveSettled = useEffectEvent((settled: QuoteState) => {
    if (!quote || loadedId === null) return;
    void saveQuote(quote.id, { merchant, state: settled }).then(setQuote, () => undefined);
  });
  useEffect(() => {
    saveSettled(settledState);
  }, [settledState, merchant]);

  const ensureQuote = useCallback(async (): Promise<InstantQuote> => {
    if (quote) return saveQuote(quote.id, { merchant, state }).then((saved) => (setQuote(saved), saved));
    const created = await createQuote({ merchant, state });
    setLoadedId(`${created.id}:${signedIn}`);
    setQuote(created);
    const query = new URLSearchParams(search);
    query.set('quote', created.id);
    setSearch(query, { replace: true });
    return created;
  }, [quote, merchant, state, signedIn, search, setSearch]);

  const onFile = async (chosen: File) => {
    setUpload({ phase: 'uploading', transfer: 0, fileName: chosen.name });
    try {
      const target = await ensureQuote();
      const done = await uploadQuoteGerber(target.id, chosen, (transfer) =>
        setUpload((s) => (transfer >= 1 ? { ...s, phase: 'analysing', transfer } : { ...s, transfer })),
      );
      setQuote(done);
      setAnalysis(done.analysis as CamAnalysis | null);
      setFile(done.file);
      setUpload({ phase: 'done', transfer: 1, fileName: chosen.name });
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { error_code?: string } | null) : null;
      setUpload({
        phase: 'failed',
        transfer: 0,
        fileName: chosen.name,
        error: error instanceof Error ? error.message : String(error),
        errorCode: data?.error_code ?? null,
      });
    }
  };

  // The matrix follows the form (a moment after typing stops), once the board prices.
  const boardPrices = live?.local?.ok === true;
  const matrixInput = useSettled({ merchant, productNo: live?.productNumber, params: values, cam: camValues }, 400);
  const matrix = useQuery({
    queryKey: ['pricing', 'matrix', matrixInput],
    queryFn: ({ signal }) => getMatrix(matrixInput, signal),
    enabled: !!matrixInput.merchant && boardPrices,
    // A Gerber upload makes it another board (the default board gives way): the last board's matrix is not shown
    // meanwhile, neither while the form settles nor while the new one is read.
    placeholderData: (previous, query) =>
      query && sameUpload((query.queryKey[2] as typeof matrixInput).cam, matrixInput.cam) ? previous : undefined,
    retry: false,
  });

  const pick = (qty: string, leadTime: string) => {
    const picked = {
      ...values,
      [quantityCode]: qty,
      ...(book.data?.book.parameters.some((p) => p.code === LEAD_TIME) ? { [LEAD_TIME]: leadTime } : {}),
    };
    setValues(picked);
    setInitial(picked);
    setFormKey((k) => k + 1);
  };

  const restShown = useFirstAnswer(
    live?.local !== undefined ||
      merchants.isError ||
      merchants.data?.length === 0 ||
      book.isError ||
      book.data?.ready === false ||
      stored.isError,
  );

  const estimate = live?.local?.ok ? live.local.estimate : undefined;
  const priced = estimate?.parameters;
  const merchantName = merchants.data?.find((m) => m.uid === merchant)?.name ?? book.data?.merchant.name ?? '';

  const here = (id: string) => `/instant-quote?quote=${id}`;
  const act = async (what: 'save' | 'inquiry') => {
    const saved = await ensureQuote();
    if (!signedIn) {
      setAsking(what);
      return;
    }
    if (what === 'save') void message.success(t('actions.saved'));
    else await sendInquiry(saved);
  };

  const sendInquiry = async (target: InstantQuote) => {
    setSending(true);
    setInquiryError(null);
    try {
      let gerberFileId: string | undefined;
      if (target.file) {
        const archive = await quoteArchive(target.id, target.file.name);
        gerberFileId = (await uploadGerber(archive, { merchant_uid: merchant }, () => undefined)).job_id;
        // The inquiry takes an analysed upload: wait for the factory-side analysis of the same archive.
        for (let waited = 0; ; waited += 500) {
          const job = await getAnalysisJob(gerberFileId, { silent: true });
          if (job.state === 'done') break;
          if (job.state === 'failed' || waited > 120_000) throw new Error(job.message ?? job.state);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
      const made = await makeInquiry({
        merchant,
        productNo: live?.productNumber,
        params,
        cam: camValues,
        source: gerberFileId ? 'gerber' : 'estimate',
        gerberFileId,
        quoteId: target.id,
      });
      setInquiry({ no: made.no });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 404
          ? t('inquiry.unavailable')
          : error instanceof Error
            ? error.message
            : String(error);
      setInquiryError(t('inquiry.failed', { reason: text }));
    } finally {
      setSending(false);
    }
  };

  // "Continue with this factory" in the comparison: the board and the upload kept, then the inquiry as above.
  const continueWith = useContinueWith({
    merchant,
    quoteId,
    answered: live?.local !== undefined,
    prices: boardPrices,
    ensureQuote,
    switchTo: (uid) => {
      setLive(undefined);
      setMerchant(uid);
      setInitial(values);
      setFormKey((k) => k + 1);
    },
    proceed: () => void act('inquiry'),
    onError: (error) =>
      void message.error(t('compare.saveFailed', { reason: error instanceof Error ? error.message : String(error) })),
  });

  const expiresOn = quote ? formatDate(quote.expiresAt) : '';
  const expired = stored.error instanceof ApiError && stored.error.status === 404;

  return (
    <Space
      direction="vertical"
      size="middle"
      style={{ width: '100%', maxWidth: 1280, margin: '0 auto', display: 'flex' }}
      data-testid="instant-quote"
    >
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Space wrap>
          <Typography.Text>{t('merchant')}</Typography.Text>
          <Select
            style={{ minWidth: 240 }}
            value={merchant}
            loading={merchants.isLoading}
            onChange={(uid: string) => {
              setMerchant(uid);
              setFormKey((k) => k + 1);
            }}
            options={(merchants.data ?? []).map((m) => ({ value: m.uid, label: m.name }))}
            data-testid="iq-merchant"
          />
          {quote && (
            <Typography.Text type="secondary" data-testid="iq-validity">
              {t('validUntil', { id: quote.id.slice(0, 8), date: expiresOn })}
            </Typography.Text>
          )}
        </Space>
      </div>
      {expired && <Alert type="warning" showIcon message={t('expired')} data-testid="iq-expired" />}
      {restored && <Alert type="success" showIcon closable message={t('restored')} data-testid="iq-restored" />}

      <Card title={t('upload.title')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Later ready={restShown}>
            <GerberDropZone state={upload} onFile={(f) => void onFile(f)} disabled={!merchant} />
          </Later>
          {upload.phase === 'analysing' && <Typography.Text type="secondary">{t('upload.analysing')}</Typography.Text>}
          {analysis && (
            <>
              {file && (
                <Typography.Text data-testid="iq-file">
                  {file.name} · {Math.round(file.size / 1024)} kB
                </Typography.Text>
              )}
              <Later ready={restShown}>
                <CamFindings
                  analysis={analysis}
                  parameters={book.data?.book.parameters}
                  mask={values.MASK_COLOR || undefined}
                  quoteId={quote?.id}
                />
              </Later>
            </>
          )}
        </Space>
      </Card>

      <Card title={t('form.title')}>
        {camValues && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('upload.filled')} />}
        {merchant && (
          <QuotationForm
            key={`${merchant}:${formKey}`}
            merchant={merchant}
            initialValues={initial}
            camValues={camValues}
            fromGerber={fromGerber.marks}
            onChange={(v, l) => {
              setValues(v);
              setLive(l);
            }}
          />
        )}
      </Card>

      <CompareCard
        ready={restShown}
        board={{ values, quantityCode, cam: camValues, analysis, destination }}
        current={merchant}
        onDestination={(d) => {
          setDestination(d);
          setCarrier(null);
        }}
        choosing={continueWith.choosing}
        onChoose={(row) => continueWith.choose(row.merchant)}
      />

      <Card title={t('matrix.title')}>
        <Later ready={restShown}>
          <PriceMatrix
            matrix={boardPrices && sameUpload(matrixInput.cam, camValues) ? matrix.data : undefined}
            loading={matrix.isFetching}
            selected={{ qty: priced?.[quantityCode] ?? null, leadTime: priced?.[LEAD_TIME] ?? null }}
            onPick={pick}
          />
        </Later>
      </Card>

      <Card title={t('shipping.title')}>
        <Later ready={restShown}>
          <ShippingPanel
            merchant={merchant}
            productNo={live?.productNumber}
            params={boardPrices ? values : undefined}
            cam={camValues}
            destination={destination}
            carrier={carrier}
            boardTotal={estimate?.total}
            currency={estimate?.currency}
            onDestination={(d) => {
              setDestination(d);
              setCarrier(null);
            }}
            onCarrier={setCarrier}
          />
        </Later>
      </Card>

      <Card title={t('assembly.title')} data-testid="iq-assembly">
        <Later ready={restShown}>
          <AssemblyQuote
            key={`${merchant ?? ''}:${quote?.id ?? ''}`}
            merchant={merchant}
            quoteId={file ? quote?.id : undefined}
            analysis={analysis as { assembly?: never } | null}
            boards={Number(priced?.[quantityCode]) || undefined}
            value={(assembly as Partial<AssemblyChoices> | null) ?? undefined}
            onChange={(choices) => setAssembly(choices)}
          />
        </Later>
      </Card>

      <Row gutter={[8, 8]} justify="end">
        {inquiry && (
          <Col xs={24}>
            <Alert
              type="success"
              showIcon
              data-testid="iq-inquiry-made"
              message={t('inquiry.made', { no: inquiry.no, factory: merchantName })}
              action={<Link to="/online-inquiry-management/index">{t('inquiry.mine')}</Link>}
            />
          </Col>
        )}
        {inquiryError && (
          <Col xs={24}>
            <Alert type="error" showIcon message={inquiryError} data-testid="iq-inquiry-error" />
          </Col>
        )}
        <Col>
          <Button onClick={() => void act('save')} data-testid="iq-save" disabled={!merchant}>
            {t('actions.save')}
          </Button>
        </Col>
        <Col>
          <Button
            type="primary"
            onClick={() => void act('inquiry')}
            loading={sending}
            disabled={!merchant || !boardPrices || !!inquiry}
            data-testid="iq-inquiry"
          >
            {sending ? t('inquiry.sending') : t('actions.inquiry')}
          </Button>
        </Col>
      </Row>

      <Modal
        open={asking !== null && !!quote}
        title={t('signIn.title')}
        onCancel={() => setAsking(null)}
        footer={null}
        data-testid="iq-sign-in"
      >
        {quote && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>
              {t('signIn.text', { id: quote.id.slice(0, 8), date: expiresOn })}
            </Typography.Paragraph>
            <Space wrap>
              <Button
                type="primary"
                data-testid="iq-login"
                onClick={() => navigate(`/login?redirect=${encodeURIComponent(here(quote.id))}`)}
              >
                {t('signIn.login')}
              </Button>
              <Button
                data-testid="iq-register"
                onClick={() => navigate(`/login?to_regist=1&redirect=${encodeURIComponent(here(quote.id))}`)}
              >
                {t('signIn.register')}
              </Button>
            </Space>
          </Space>
        )}
      </Modal>
    </Space>
  );
}
