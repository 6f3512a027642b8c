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
  reveal: {
    button: '全体を表示',
    title: '番号の全体を表示',
    hint: '番号の全体を見るにはパスワードを入力してください。このダイアログを閉じるまでここにだけ表示されます。',
    password: 'パスワード',
    show: '表示',
    close: '閉じる',
  },
};
