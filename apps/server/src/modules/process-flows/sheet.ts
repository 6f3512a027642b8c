import { isDecimalText, renderQuotationMessage, validateProcessLines, type PricingLocale } from '@pcbunion/core';
import type { Cell } from '../../platform/documents/index.js';
import { translate, type LocalizedText } from '../../http/messages.js';

/** The columns of the process-flow sheet, in order; headers in the five languages (any is accepted on import). */
export const FLOW_COLUMNS = [
  {
    key: 'productNo',
    en: 'Product No.',
    'zh-CN': '产品编号',
    'zh-TW': '產品編號',
    es: 'N.º de producto',
    ja: '製品番号',
  },
  {
    key: 'productName',
    en: 'Product name',
    'zh-CN': '产品名称',
    'zh-TW': '產品名稱',
    es: 'Nombre del producto',
    ja: '製品名',
  },
  { key: 'serialNo', en: 'Serial No.', 'zh-CN': '序号', 'zh-TW': '序號', es: 'N.º de orden', ja: '連番' },
  {
    key: 'processType',
    en: 'Process type',
    'zh-CN': '工艺类型',
    'zh-TW': '工藝類型',
    es: 'Tipo de proceso',
    ja: '工程種別',
  },
  { key: 'procedure', en: 'Procedure', 'zh-CN': '工序', 'zh-TW': '工序', es: 'Procedimiento', ja: '工程' },
  {
    key: 'unitCost',
    en: 'Cost per m² and pass',
    'zh-CN': '单位成本（每平方米每次）',
    'zh-TW': '單位成本（每平方米每次）',
    es: 'Coste por m² y pasada',
    ja: 'm²・回あたり原価',
  },
  {
    key: 'referenceTimes',
    en: 'Reference times',
    'zh-CN': '参考加工次数',
    'zh-TW': '參考加工次數',
    es: 'Veces de referencia',
    ja: '基準加工回数',
  },
  {
    key: 'timesAdjustment',
    en: 'Times adjustment',
    'zh-CN': '次数调整',
    'zh-TW': '次數調整',
    es: 'Ajuste de veces',
    ja: '回数調整',
  },
  {
    key: 'difficulty',
    en: 'Difficulty coefficient',
    'zh-CN': '基准难度系数',
    'zh-TW': '基準難度係數',
    es: 'Coeficiente de dificultad',
    ja: '基準難易度係数',
  },
  {
    key: 'difficultyAdjustment',
    en: 'Difficulty adjustment',
    'zh-CN': '难度调整',
    'zh-TW': '難度調整',
    es: 'Ajuste de dificultad',
    ja: '難易度調整',
  },
  {
    key: 'specialAddition',
    en: 'Special addition',
    'zh-CN': '特殊加价',
    'zh-TW': '特殊加價',
    es: 'Adicional especial',
    ja: '特別加算',
  },
] as const;
export type FlowColumnKey = (typeof FLOW_COLUMNS)[number]['key'];

export interface FlowStep {
  serialNo: number;
  processType: string;
  procedure: string;
  unitCost: string;
  referenceTimes: string;
  timesAdjustment: string | null;
  difficulty: string;
  difficultyAdjustment: string | null;
  specialAddition: string | null;
}

export interface FlowToWrite {
  productNo: string;
  productName: string;
  steps: FlowStep[];
}

export const importMessages = {
  rowError: {
    en: 'Row {row}, column {column} ({label}): {message}',
    'zh-CN': '第 {row} 行，第 {column} 列（{label}）：{message}',
    'zh-TW': '第 {row} 行，第 {column} 列（{label}）：{message}',
    es: 'Fila {row}, columna {column} ({label}): {message}',
    ja: '{row} 行目、{column} 列（{label}）：{message}',
  },
  productNoRequired: {
    en: 'The product number is required.',
    'zh-CN': '产品编号不能为空！',
    'zh-TW': '產品編號不能為空！',
    es: 'El número de producto es obligatorio.',
    ja: '製品番号は必須です。',
  },
  productNameRequired: {
    en: 'The product name is required.',
    'zh-CN': '产品名称不能为空！',
    'zh-TW': '產品名稱不能為空！',
    es: 'El nombre del producto es obligatorio.',
    ja: '製品名は必須です。',
  },
  productNameDiffers: {
    en: 'Product {productNo} is named {name} on an earlier row.',
    'zh-CN': '产品 {productNo} 在前面的行中名称为 {name}。',
    'zh-TW': '產品 {productNo} 在前面的行中名稱為 {name}。',
    es: 'El producto {productNo} se llama {name} en una fila anterior.',
    ja: '製品 {productNo} は前の行で {name} という名前です。',
  },
  notANumber: {
    en: 'must be a number of at least 0.',
    'zh-CN': '必须是不小于 0 的数字！',
    'zh-TW': '必須是不小於 0 的數字！',
    es: 'debe ser un número no menor que 0.',
    ja: '0 以上の数値にしてください。',
  },
  notAWholeNumber: {
    en: 'must be a whole number.',
    'zh-CN': '必须是整数！',
    'zh-TW': '必須是整數！',
    es: 'debe ser un número entero.',
    ja: '整数にしてください。',
  },
  missingColumn: {
    en: 'The sheet has no column {label}.',
    'zh-CN': '表格缺少列 {label}。',
    'zh-TW': '表格缺少列 {label}。',
    es: 'La hoja no tiene la columna {label}.',
    ja: 'シートに列 {label} がありません。',
  },
  noRows: {
    en: 'The sheet holds no process steps.',
    'zh-CN': '表格中没有工序数据。',
    'zh-TW': '表格中沒有工序資料。',
    es: 'La hoja no contiene pasos de proceso.',
    ja: 'シートに工程がありません。',
  },
  notAWorkbook: {
    en: 'File: the file is not an Excel workbook (.xlsx)',
    'zh-CN': '文件：文件不是 Excel 工作簿（.xlsx）',
    'zh-TW': '文件：文件不是 Excel 活頁簿（.xlsx）',
    es: 'Archivo: el archivo no es un libro de Excel (.xlsx)',
    ja: 'ファイル: ファイルが Excel ブック（.xlsx）ではありません',
  },
  fileRequired: {
    en: 'File: choose an .xlsx file to import',
    'zh-CN': '文件：请选择要导入的 .xlsx 文件',
    'zh-TW': '文件：請選擇要匯入的 .xlsx 文件',
    es: 'Archivo: elija un archivo .xlsx para importar',
    ja: 'ファイル: インポートする .xlsx ファイルを選択してください',
  },
  imported: {
    en: 'Imported {steps} steps of {products} products.',
    'zh-CN': '已导入 {products} 个产品的 {steps} 道工序。',
    'zh-TW': '已匯入 {products} 個產品的 {steps} 道工序。',
    es: 'Se importaron {steps} pasos de {products} productos.',
    ja: '{products} 製品の {steps} 工程をインポートしました。',
  },
} satisfies Record<string, LocalizedText>;

const columnLetter = (index: number) => String.fromCharCode(65 + index);
const trimDecimal = (text: string | null) =>
  text === null ? null : text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
const number = (text: string | null): Cell => (text === null ? null : { number: trimDecimal(text)! });

/** The export sheet: a header row in the caller's language, one row per step, flows in product order. */
export function flowRows(flows: readonly FlowToWrite[], language: PricingLocale): Cell[][] {
  const header: Cell[] = FLOW_COLUMNS.map((column) => column[language]);
  const rows = flows.flatMap((flow) =>
    flow.steps.map((step): Cell[] => [
      flow.productNo,
      flow.productName,
      { number: String(step.serialNo) },
      step.processType,
      step.procedure,
      number(step.unitCost),
      number(step.referenceTimes),
      number(step.timesAdjustment),
      number(step.difficulty),
      number(step.difficultyAdjustment),
      number(step.specialAddition),
    ]),
  );
  return [header, ...rows];
}

export interface ImportError {
  row: number;
  column: string;
  label: string;
  field: FlowColumnKey | null;
  message: string;
}

/**
 * Reads the sheet's rows (row 1 the header, located by its labels in any language) into flows, checking every
 * row: product number and name, the process-line rules of packages/core, numbers. Errors name the row and column
 * (as the spreadsheet shows them) in the caller's language; one error anywhere means nothing is imported.
 */
export function parseFlowRows(
  rows: readonly string[][],
  language: PricingLocale,
): { flows: FlowToWrite[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const at = new Map<FlowColumnKey, number>();
  for (const column of FLOW_COLUMNS) {
    const labels = [column.en, column['zh-CN'], column['zh-TW'], column.es, column.ja, column.key].map((label) =>
      label.toLowerCase(),
    );
    const index = header.findIndex((cell) => labels.includes(cell));
    if (index >= 0) at.set(column.key, index);
  }
  const required: FlowColumnKey[] = [
    'productNo',
    'productName',
    'serialNo',
    'processType',
    'procedure',
    'referenceTimes',
    'difficulty',
  ];
  const missing = required.filter((key) => !at.has(key));
  const labelOf = (key: FlowColumnKey) => FLOW_COLUMNS.find((c) => c.key === key)![language];
  if (missing.length) {
    return {
      flows: [],
      errors: missing.map((key) => ({
        row: 1,
        column: '',
        label: labelOf(key),
        field: key,
        message: translate(language, importMessages.missingColumn, { label: labelOf(key) }),
      })),
    };
  }
  const fail = (row: number, key: FlowColumnKey, message: string) =>
    errors.push({ row, column: columnLetter(at.get(key) ?? 0), label: labelOf(key), field: key, message });
  const byProduct = new Map<string, FlowToWrite & { rows: number[] }>();
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const cell = (key: FlowColumnKey) => (at.has(key) ? (cells[at.get(key)!] ?? '').trim() : '');
    if (cells.every((value) => value.trim() === '')) return;
    const productNo = cell('productNo');
    const productName = cell('productName');
    if (!productNo) fail(row, 'productNo', translate(language, importMessages.productNoRequired));
    if (!productName) fail(row, 'productName', translate(language, importMessages.productNameRequired));
    const serialText = cell('serialNo');
    const serialNo = /^\d+$/.test(serialText) ? Number(serialText) : null;
    if (serialText && serialNo === null)
      fail(row, 'serialNo', `${labelOf('serialNo')} ${translate(language, importMessages.notAWholeNumber)}`);
    const optional = (key: FlowColumnKey) => cell(key) || null;
    const step: FlowStep = {
      serialNo: serialNo ?? -1,
      processType: cell('processType'),
      procedure: cell('procedure'),
      unitCost: cell('unitCost'),
      referenceTimes: cell('referenceTimes'),
      timesAdjustment: optional('timesAdjustment'),
      difficulty: cell('difficulty'),
      difficultyAdjustment: optional('difficultyAdjustment'),
      specialAddition: optional('specialAddition'),
    };
    for (const key of [
      'unitCost',
      'referenceTimes',
      'difficulty',
      'timesAdjustment',
      'difficultyAdjustment',
      'specialAddition',
    ] as const) {
      const value = step[key];
      const signed = key.endsWith('Adjustment');
      if (value && (!isDecimalText(value) || (!signed && value.trim().startsWith('-'))))
        fail(row, key, `${labelOf(key)} ${translate(language, importMessages.notANumber)}`);
    }
    const ruleErrors = validateProcessLines([
      {
        ...step,
        serialNo: serialText === '' ? null : serialNo,
        referenceTimes: step.referenceTimes,
        difficulty: step.difficulty,
      },
    ]);
    for (const error of ruleErrors) {
      const key = error.field.split('.').pop() as FlowColumnKey;
      if (errors.some((e) => e.row === row && e.field === key)) continue;
      fail(row, key, renderQuotationMessage(error.key, error.values, language));
    }
    if (!productNo) return;
    const flow = byProduct.get(productNo) ?? { productNo, productName, steps: [], rows: [] };
    if (productName && flow.productName && productName !== flow.productName)
      fail(
        row,
        'productName',
        translate(language, importMessages.productNameDiffers, { productNo, name: flow.productName }),
      );
    if (serialNo !== null && flow.steps.some((s) => s.serialNo === serialNo))
      fail(row, 'serialNo', renderQuotationMessage('process.serialDuplicate', { serialNo }, language));
    flow.steps.push(step);
    byProduct.set(productNo, flow);
  });
  if (byProduct.size === 0 && errors.length === 0)
    errors.push({
      row: 2,
      column: 'A',
      label: labelOf('productNo'),
      field: null,
      message: translate(language, importMessages.noRows),
    });
  errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  const flows = [...byProduct.values()].map(({ rows: _r, ...flow }) => ({
    ...flow,
    steps: flow.steps.sort((a, b) => a.serialNo - b.serialNo),
  }));
  return { flows, errors };
}

export const renderImportError = (error: ImportError, language: PricingLocale) =>
  translate(language, importMessages.rowError, {
    row: error.row,
    column: error.column,
    label: error.label,
    message: error.message,
  });
