// Terms and privacy policy. `{email}` in privacy texts is replaced by the privacy contact address.
export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = {
  title: string;
  metaDescription: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
};

const updated = 'Última actualización: 18 de julio de 2025';

export const terms: LegalDocument = {
  title: 'Términos y Condiciones',
  metaDescription: 'Condiciones de uso de FitCover, el marketplace que conecta gimnasios con instructores de fitness.',
  updated,
  intro:
    'Estos Términos y Condiciones regulan el uso de FitCover, la plataforma en línea que conecta gimnasios y centros deportivos ("gimnasios") con instructores de fitness profesionales ("instructores"). Al crear una cuenta o usar la plataforma aceptas estos términos. Si no estás de acuerdo, no utilices el servicio.',
  sections: [
    {
      heading: '1. Qué ofrece FitCover',
      paragraphs: [
        'FitCover permite a los gimnasios publicar ofertas de clases (sustituciones, coberturas urgentes y nuevas clases) y a los instructores encontrarlas, postularse, comunicarse con los gimnasios mediante el chat interno y recibir valoraciones.',
        'FitCover actúa únicamente como intermediario tecnológico. No es empleador de los instructores ni parte de la relación profesional entre gimnasio e instructor, que se rige por lo que ambos acuerden y por la normativa aplicable.',
      ],
    },
    {
      heading: '2. Cuentas',
      paragraphs: [
        'Para usar la plataforma debes ser mayor de edad, facilitar datos veraces y confirmar tu dirección de email. Eres responsable de mantener la confidencialidad de tu contraseña y de toda la actividad de tu cuenta.',
        'Podemos suspender o cerrar cuentas que incumplan estos términos. Una cuenta suspendida no puede iniciar sesión y sus ofertas abiertas dejan de mostrarse.',
      ],
    },
    {
      heading: '3. Precios, suscripciones y pagos',
      paragraphs: [
        'Los instructores usan FitCover de forma gratuita.',
        'Los gimnasios disponen de planes de suscripción, desde el plan Básico hasta el plan PRO, que incluye publicaciones ilimitadas, además de publicaciones individuales de pago único. Los gimnasios nuevos disponen de 30 días de prueba del plan Básico. Los precios se muestran sin IVA; el IVA aplicable se añade en el momento del pago.',
        'Las suscripciones se renuevan automáticamente al final de cada periodo y pueden cancelarse en cualquier momento desde el panel del gimnasio; la cancelación surte efecto al final del periodo ya pagado.',
        'Por cada clase cubierta a través de la plataforma, el gimnasio abona una tarifa de servicio de 1,00 € (más IVA), que se incluye en su siguiente factura una vez impartida la clase. Si la clase se cancela antes de empezar, esta tarifa no se cobra.',
        'El pago de cada clase se realiza directamente entre el gimnasio y el instructor, fuera de la plataforma. FitCover solo procesa los pagos de suscripciones, publicaciones individuales y tarifas de servicio, a través de su proveedor de pagos con tarjeta, y no interviene ni responde de los pagos entre gimnasio e instructor.',
      ],
    },
    {
      heading: '4. Normas de uso y datos de contacto',
      paragraphs: [
        'No está permitido compartir datos de contacto (teléfono, email, redes sociales u otros) en las secciones públicas de la plataforma ni en el chat. La plataforma bloquea los mensajes que los contienen.',
        'Contactar fuera de la plataforma con usuarios conocidos a través de FitCover para eludir su uso incumple estos términos y puede conllevar la suspensión de la cuenta. Según la gravedad, los incumplimientos pueden dar lugar a:',
      ],
      list: [
        'un aviso;',
        'la suspensión temporal de la cuenta;',
        'el cierre definitivo de la cuenta, sin reembolso de las cantidades abonadas;',
        'el ejercicio de las acciones legales que correspondan.',
      ],
    },
    {
      heading: '5. Contenido y valoraciones',
      paragraphs: [
        'Eres responsable de la información que publicas (perfil, ofertas, mensajes y valoraciones). Las valoraciones deben reflejar experiencias reales con clases impartidas a través de la plataforma. Podemos retirar contenido ilícito, ofensivo o que incumpla estos términos.',
      ],
    },
    {
      heading: '6. Limitación de responsabilidad',
      paragraphs: [
        'FitCover no garantiza que una oferta se cubra ni la calidad de las clases impartidas, y no responde de los acuerdos entre gimnasios e instructores.',
        'En la máxima medida permitida por la ley, la responsabilidad total de FitCover frente a un usuario por cualquier reclamación relacionada con el servicio se limita al importe total que dicho usuario haya pagado a FitCover durante los seis meses anteriores al hecho que la origine. Nada en estos términos limita la responsabilidad que no pueda limitarse legalmente.',
      ],
    },
    {
      heading: '7. Resolución de conflictos y ley aplicable',
      paragraphs: [
        'Si surge un desacuerdo entre un gimnasio y un instructor, FitCover puede ofrecer una mediación no vinculante basada en el historial del chat de la plataforma.',
        'Estos términos se rigen por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Barcelona (España), salvo que la normativa de consumidores establezca otro fuero.',
      ],
    },
    {
      heading: '8. Cambios y contacto',
      paragraphs: [
        'Podemos actualizar estos términos; te avisaremos de los cambios relevantes con antelación razonable. Para cualquier duda, escríbenos desde la página de Contacto o de Soporte. Respondemos en menos de 24 horas.',
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: 'Política de Privacidad',
  metaDescription: 'Cómo trata FitCover tus datos personales y cómo ejercer tus derechos según el RGPD.',
  updated,
  intro:
    'En FitCover nos tomamos en serio tu privacidad. Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y cómo puedes ejercer tus derechos conforme al Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).',
  sections: [
    {
      heading: '1. Responsable del tratamiento',
      paragraphs: [
        'El responsable del tratamiento es FitCover, con domicilio en Barcelona (España). Para cualquier cuestión de privacidad puedes escribirnos a {email}.',
      ],
    },
    {
      heading: '2. Datos que recogemos',
      paragraphs: ['Tratamos únicamente los datos necesarios para prestar el servicio:'],
      list: [
        'Datos de perfil: nombre o nombre del gimnasio, email, teléfono, persona de contacto, especialidades, experiencia, biografía, enlaces y foto.',
        'Geolocalización: las coordenadas que obtenemos a partir de la dirección que nos facilitas, con tu consentimiento, para mostrar ofertas cercanas y calcular distancias. A los demás usuarios solo les mostramos tu ciudad.',
        'Datos de pago: los pagos se procesan a través de nuestro proveedor de pagos con tarjeta. FitCover no almacena los datos de tu tarjeta; conservamos el historial de pagos y los datos de facturación.',
        'Mensajes del chat: el contenido de las conversaciones entre usuarios, necesario para prestar el servicio, moderar el cumplimiento de las normas y, en su caso, mediar en conflictos.',
        'Datos de uso y técnicos: registros de acceso, dirección IP, tipo de navegador y dispositivo, usados para la seguridad y el correcto funcionamiento de la plataforma.',
      ],
    },
    {
      heading: '3. Finalidades y base jurídica',
      paragraphs: [
        'Usamos tus datos para crear y gestionar tu cuenta, conectar gimnasios e instructores, enviarte notificaciones y emails relacionados con tu actividad, cobrar las suscripciones y emitir facturas, prevenir el fraude y el incumplimiento de las normas, y atender tus consultas.',
        'La base jurídica es la ejecución del contrato que aceptas al registrarte, el cumplimiento de obligaciones legales (por ejemplo, fiscales), tu consentimiento (geolocalización) y nuestro interés legítimo en mantener la plataforma segura. Puedes desactivar los emails de aviso desde tu perfil.',
      ],
    },
    {
      heading: '4. Con quién compartimos tus datos',
      paragraphs: [
        'No vendemos tus datos. Solo los compartimos con los proveedores que nos ayudan a prestar el servicio (proveedor de pagos, envío de emails, alojamiento), sujetos a contratos de encargo de tratamiento, y con las autoridades cuando la ley lo exija. Los demás usuarios ven la información de tu perfil público, nunca tu dirección exacta.',
      ],
    },
    {
      heading: '5. Conservación',
      paragraphs: [
        'Conservamos tus datos mientras tu cuenta esté activa. Si eliminas tu cuenta, borramos o anonimizamos tus datos personales, salvo los pagos y facturas, que conservamos durante el plazo legal exigido por la normativa fiscal y mercantil solo con los datos fiscales que esa normativa exige (razón social, NIF y dirección fiscal), sin ningún otro dato personal.',
      ],
    },
    {
      heading: '6. Tus derechos',
      paragraphs: ['Puedes ejercer en cualquier momento tus derechos de:'],
      list: [
        'Acceso y portabilidad: descarga todos tus datos en formato JSON desde tu perfil.',
        'Supresión: elimina tu cuenta desde tu perfil; se borran o anonimizan tus datos personales.',
        'Rectificación: edita tus datos desde tu perfil.',
        'Oposición y limitación del tratamiento, y retirada del consentimiento, escribiendo a {email}.',
        'Reclamación ante la Agencia Española de Protección de Datos (www.aepd.es) si consideras que no hemos atendido correctamente tus derechos.',
      ],
    },
    {
      heading: '7. Cookies',
      paragraphs: [
        'Solo usamos cookies técnicas de sesión, necesarias para mantenerte conectado: la de la sesión y, si no marcas "Recordarme", otra que indica que la sesión termina al cerrar el navegador. No son accesibles desde scripts y no se usan para publicidad ni seguimiento. Si marcas "Recordarme", la sesión dura como máximo 30 días, y termina antes si pasas 7 días sin usar FitCover.',
      ],
    },
    {
      heading: '8. Seguridad',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas para proteger tus datos: contraseñas cifradas, conexiones seguras, control de acceso en el servidor a cada dato y copias de seguridad.',
      ],
    },
    {
      heading: '9. Cambios en esta política',
      paragraphs: [
        'Si cambiamos esta política de forma relevante te lo comunicaremos por email o mediante un aviso en la plataforma.',
      ],
    },
  ],
};
