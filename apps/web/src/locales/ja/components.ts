export default {
  table: {
    selectOne: 'データを1件選択してください',
    summary: '合計',
    total: '全 {{total}} 件',
  },
  upload: {
    add: 'アップロード',
    badType: 'JPGまたはPNG画像のみアップロードできます',
    tooLarge: '画像は500KB以下にしてください',
  },
};
