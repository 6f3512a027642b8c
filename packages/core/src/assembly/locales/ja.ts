import type { assemblyMessagesEn } from './en.js';

export const assemblyMessagesJa: Record<keyof typeof assemblyMessagesEn, string> = {
  'line.stencilFramed':
    '{side}の枠付きメタルマスク：{width} × {height} mm（開口可能範囲 {usableWidth} × {usableHeight} mm まで、はんだペースト範囲 {extentWidth} × {extentHeight} mm が収まる）、収まるうち最安のもの：{amount}',
  'line.stencilFrameless':
    '{side}の枠なしメタルマスク：{width} × {height} mm（開口可能範囲 {usableWidth} × {usableHeight} mm まで、はんだペースト範囲 {extentWidth} × {extentHeight} mm が収まる）、収まるうち最安のもの：{amount}',
  'line.setup': '段取り費（ラインのプログラム、初品）：{amount}',
  'line.sides': '実装面 {sides} 面（{names}）× 1 面 {price} = {amount}',
  'line.smd': '1 枚あたり SMD はんだ点 {pads} × {boards} 枚 = {joints} 点 × {price} = {amount}',
  'line.tht': '1 枚あたりスルーホールはんだ点 {joints} × {boards} 枚 = {total} 点 × {price} = {amount}',
  'line.uniqueBom': '部品の種類 {count}（BOM の品番）× {price} = {amount}',
  'line.uniqueGerber':
    'Gerber から推定した部品の種類 {count}（異なるパッド形状。BOM で実数が分かります）× {price} = {amount}',
  'line.partsCustomer': '部品：お客様支給、費用なし：{amount}',
  'line.partsFactory': '部品：工場が調達し、見積依頼の審査時に価格を入力（この合計には含まれません）：{amount}',
  'line.minimum': '最低注文金額 {minimum} まで引き上げ（上記の合計 {subtotal}）：{amount}',
  'stencil.noPaste':
    'Gerber にはんだペーストの開口がありません（ペースト層も SMD パッドもなし）。メタルマスクは見積もれません。',
  'stencil.tooLarge': 'この工場の{kind}メタルマスクでは{side}のペースト範囲 {width} × {height} mm が収まりません。',
  'stencil.noKind': 'この工場は{kind}メタルマスクを扱っていません。',
  'assembly.boards': '枚数は 1 以上の整数でなければなりません。',
  'assembly.nothing': 'Gerber に実装する SMD パッドもスルーホールはんだ点もありません。',
  'bom.noHeader': 'ヘッダー行が見つかりません：BOM には {columns} のような列が必要です。',
  'bom.badRange': '{row} 行目：部品番号の範囲「{value}」を読めません。',
  'bom.badQuantity': '{row} 行目、数量列：「{value}」は 1 以上の整数ではありません。',
  'bom.noDesignator': '{row} 行目：部品番号も数量もありません。',
  'pnp.noHeader': 'ヘッダー行が見つかりません：部品配置ファイルには {columns} のような列が必要です。',
  'pnp.noDesignator': '{row} 行目：部品番号がありません。',
  'pnp.badValue': '{row} 行目、{column} 列：「{value}」を読めません。',
  'pnp.duplicate': '{row} 行目：{designator} が二度配置されています。',
  'file.unreadable': 'ファイル {name} は CSV としても xlsx としても読めません。',
  'check.bomQuantity': '{row} 行目：数量 {quantity} ですが部品番号は {designators} 個です。',
  'check.bomPnpAgree': 'BOM と部品配置ファイルは一致：{count} 部品。',
  'check.bomPnpTotals': 'BOM は {bom} 部品、部品配置ファイルは {pnp} 部品を配置しています。',
  'check.notPlaced': 'BOM の部品番号 {count} 個が部品配置ファイルにありません：{names}。',
  'check.notListed': '配置された部品番号 {count} 個が BOM にありません：{names}。',
  'check.pnpGerberAgree': '{side}：配置 {pnp}、Gerber のパッドから見つかった部品 {gerber}。',
  'check.pnpGerber':
    '{side}：配置 {pnp} ですが Gerber のパッドから見つかった部品は {gerber}（差 {difference}。配置にはスルーホール部品を含み、Gerber の数は推定です）。',
  'check.bomGerberAgree': 'BOM：{bom} 部品、Gerber のパッドから {gerber} 部品。',
  'check.bomGerber':
    'BOM は {bom} 部品ですが Gerber のパッドからは {gerber} 部品（差 {difference}。BOM にはスルーホール部品を含み、Gerber の数は推定です）。',
  'word.top': '表面',
  'word.bottom': '裏面',
  'word.framed': '枠付き',
  'word.frameless': '枠なし',
};
