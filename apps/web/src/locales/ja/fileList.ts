/** 企業が各モジュールでアップロードしたファイル（/file-list）。 */
export default {
  title: 'ファイル一覧',
  intro: '企業がアップロードしたすべてのファイル（どの画面からでも）。',
  signInFirst: 'ログインすると企業のファイルを表示できます。',
  signIn: 'ログイン',
  keyword: 'ファイル名',
  search: '検索',
  refresh: '更新',
  preview: 'プレビュー',
  download: 'ダウンロード',
  noPreview: 'この種類のファイルはここでは表示できません。ダウンロードしてください。',
  close: '閉じる',
  export: 'Excel に出力',
  field: { name: 'ファイル名', module: 'モジュール', kind: '区分', type: '形式', size: 'サイズ', uploadedBy: 'アップロード者', createdAt: 'アップロード日時' },
  module: { gerber: 'Gerber ファイル', 'work-order': '作業指示', profile: '個人情報', member: '会員情報', staff: '社員', other: 'その他' },
  kind: { file: 'ファイル', image: '画像' },
};
