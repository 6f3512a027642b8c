/** Ayuda de inicio de sesión (/login-help, sin sesión) y la página de prueba solo de desarrollo (/text-ceshi). */
export default {
  title: 'Ayuda para iniciar sesión',
  intro: 'Todo lo necesario para entrar en PCB Union: iniciar sesión, recuperar la contraseña y unirse a su empresa.',
  toLogin: 'Ir a iniciar sesión',
  toRegister: 'Registrar una empresa',
  signIn: {
    title: 'Iniciar sesión',
    steps: {
      one: 'Abra la página de inicio de sesión y elija cómo entrar: móvil, correo electrónico o número de empleado.',
      two: 'Escriba el prefijo y el teléfono, su correo o el número de empleado que le dio su empresa, y luego su contraseña.',
      three:
        'Si su cuenta pertenece a varias empresas, elija con cuál trabajar. Puede cambiar después desde su nombre en la barra superior.',
      four: 'Iniciar sesión en otro equipo del mismo tipo cierra la sesión aquí: una sesión por cuenta y tipo de dispositivo.',
    },
  },
  reset: {
    title: 'Olvidó o quiere cambiar su contraseña',
    steps: {
      one: 'En la página de inicio de sesión elija «Olvidé mi contraseña», escriba su teléfono o correo y el código recibido.',
      two: 'Elija una contraseña nueva de al menos 8 caracteres con mayúsculas, minúsculas y dígitos.',
      three:
        'Con la sesión iniciada, cámbiela cuando quiera desde su nombre → Cambiar contraseña; las demás sesiones se cierran.',
    },
  },
  join: {
    title: 'Unirse a una empresa',
    steps: {
      one: 'Pida al administrador de su empresa un enlace de invitación, o su número de empleado si él creó su cuenta.',
      two: 'Abra el enlace, inicie sesión o regístrese con su teléfono y acepte: entra con el rol que eligió el administrador.',
      three:
        'Una empresa nueva se registra con «Registrar una empresa» y quien la registra es su primer administrador.',
    },
  },
  contact:
    '¿Sigue sin poder entrar? El administrador de su empresa puede restablecer su cuenta; ' +
    'el servicio de la plataforma atiende de 9:00 a 18:00 (hora de China).',
  testPage: {
    title: 'Página de prueba',
    about:
      'Página de comprobación del portal, sin iniciar sesión: quién ha iniciado sesión en este navegador, el idioma y las páginas sin menú.',
    session: 'Sesión',
    none: 'sin sesión',
    language: 'Idioma',
    routes: 'Rutas fijas',
  },
};
