import type { LocalizedText } from '../../http/messages.js';

/** Registration, joining and recovery messages (spec 01 §8). */
export const registrationMessages = {
  alreadyRegistered: { en: 'You are registered, please log in directly', 'zh-CN': '您已注册，请直接登录', 'zh-TW': '您已註冊，請直接登錄', es: 'Ya está registrado; inicie sesión directamente', ja: '登録済みです。そのままログインしてください' },
  notRegistered: { en: 'The user is not registered, please register first', 'zh-CN': '该用户未注册，请先注册', 'zh-TW': '該用戶未註冊，請先註冊', es: 'El usuario no está registrado; regístrese primero', ja: 'このユーザーは未登録です。先に登録してください' },
  userInvalid: { en: 'The user is invalid, please contact the administrator', 'zh-CN': '该用户已失效，请联系管理员', 'zh-TW': '該用戶已失效，請聯繫管理員', es: 'El usuario no es válido; contacte al administrador', ja: 'このユーザーは無効です。管理者に連絡してください' },
  registered: { en: 'Registration successful, please log in', 'zh-CN': '注册成功，请登录', 'zh-TW': '註冊成功，請登錄', es: 'Registro completado; inicie sesión', ja: '登録しました。ログインしてください' },
  emailTaken: { en: 'register_email: this mailbox is already used by another account', 'zh-CN': 'register_email：该邮箱已被其他账号使用', 'zh-TW': 'register_email：該郵箱已被其他賬號使用', es: 'register_email: este correo ya lo usa otra cuenta', ja: 'register_email: このメールアドレスは既に使用されています' },
  resetFailed: { en: 'User password reset failed, please contact administrator', 'zh-CN': '用户密码重置失败，请联系管理员', 'zh-TW': '用戶密碼重置失敗，請聯繫管理員', es: 'No se pudo restablecer la contraseña; contacte al administrador', ja: 'パスワードのリセットに失敗しました。管理者に連絡してください' },
  passwordReset: { en: 'The password has been reset, please log in', 'zh-CN': '密码已重置，请登录', 'zh-TW': '密碼已重置，請登錄', es: 'Se restableció la contraseña; inicie sesión', ja: 'パスワードをリセットしました。ログインしてください' },
  enterpriseRegistrationFailed: { en: 'Enterprise registration failed', 'zh-CN': '企业注册失败', 'zh-TW': '企業註冊失敗', es: 'Error en el registro de la empresa', ja: '企業登録に失敗しました' },
  creditCodeTaken: { en: 'Enterprise registration failed: this registration number or credit code is already registered', 'zh-CN': '企业注册失败：该注册号或信用代码已注册', 'zh-TW': '企業註冊失敗：該註冊號或信用代碼已註冊', es: 'Error en el registro de la empresa: este número de registro ya existe', ja: '企業登録に失敗しました: この登録番号は既に登録されています' },
  enterpriseRegistered: { en: 'Enterprise {no} registered, please log in', 'zh-CN': '企业 {no} 注册成功，请登录', 'zh-TW': '企業 {no} 註冊成功，請登錄', es: 'Empresa {no} registrada; inicie sesión', ja: '企業 {no} を登録しました。ログインしてください' },
  joinFailed: { en: 'Failed to join the enterprise', 'zh-CN': '加入企业失败', 'zh-TW': '加入企業失敗', es: 'No se pudo unir a la empresa', ja: '企業への参加に失敗しました' },
  alreadyMember: { en: 'Failed to join the enterprise: you are already a member of it', 'zh-CN': '加入企业失败：您已是该企业成员', 'zh-TW': '加入企業失敗：您已是該企業成員', es: 'No se pudo unir: ya es miembro de la empresa', ja: '企業への参加に失敗しました: 既にメンバーです' },
  membershipDisabled: { en: 'Failed to join the enterprise: your membership there is disabled, contact its administrator', 'zh-CN': '加入企业失败：您在该企业的账号已停用，请联系其管理员', 'zh-TW': '加入企業失敗：您在該企業的賬號已停用，請聯繫其管理員', es: 'No se pudo unir: su membresía está desactivada; contacte al administrador', ja: '企業への参加に失敗しました: このメンバーシップは無効です。管理者に連絡してください' },
  joined: { en: 'You have joined {name}', 'zh-CN': '您已加入 {name}', 'zh-TW': '您已加入 {name}', es: 'Se ha unido a {name}', ja: '{name} に参加しました' },
  noInvitation: { en: 'No invitation for this user was found, check the input', 'zh-CN': '未找到该用户的邀请，请检查输入', 'zh-TW': '未找到該用戶的邀請，請檢查輸入', es: 'No se encontró ninguna invitación para este usuario; compruebe los datos', ja: 'このユーザーへの招待が見つかりません。入力を確認してください' },
  inviteInvalid: { en: 'The invitation link is invalid, has expired or has been used up', 'zh-CN': '邀请链接无效、已过期或已用完', 'zh-TW': '邀請鏈接無效、已過期或已用完', es: 'El enlace de invitación no es válido, caducó o se agotó', ja: '招待リンクが無効、期限切れ、または使用上限に達しています' },
  phoneNotYours: { en: 'The phone number is not the one of the signed-in account', 'zh-CN': '手机号与当前登录账号不一致', 'zh-TW': '手機號與當前登錄賬號不一致', es: 'El teléfono no es el de la cuenta con sesión iniciada', ja: '電話番号がログイン中のアカウントと一致しません' },
  noPhone: { en: 'Your account has no phone number yet; add one in the personal profile first', 'zh-CN': '您的账号尚未绑定手机号，请先在个人资料中添加', 'zh-TW': '您的賬號尚未綁定手機號，請先在個人資料中添加', es: 'Su cuenta no tiene teléfono; añádalo primero en el perfil personal', ja: 'アカウントに電話番号がありません。先に個人情報で追加してください' },
  codeChecked: { en: 'The verification code is correct', 'zh-CN': '验证码正确', 'zh-TW': '驗證碼正確', es: 'El código de verificación es correcto', ja: '認証コードは正しいです' },
} satisfies Record<string, LocalizedText>;
