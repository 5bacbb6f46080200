import type { AgreementSet } from "./types.js";

/** Español (xby): a translation of en.ts, paragraph for paragraph. */
export const xby: AgreementSet = {
  1: {
    title: "Acuerdo de usuario",
    paragraphs: [
      "Bienvenido a Marketplace. Al crear una cuenta, usted acepta estos términos.",
      "Su cuenta. Usted mantiene en secreto su contraseña y su contraseña de fondos. Usted es responsable de lo que se haga con su cuenta. Podemos bloquear una cuenta utilizada para fraude u operaciones ilegales; puede contactar con el servicio de atención al cliente sobre cualquier bloqueo.",
      "Compras. Los precios, el flete y cualquier comisión se muestran antes de que pague. El pago se descuenta del saldo de su billetera solo después de que usted lo confirme con su contraseña de fondos. En los 7 días siguientes a la recepción de un pedido, puede solicitar un reembolso o una devolución.",
      "Su billetera. Cada cambio en su saldo se registra con su motivo y puede consultarlo en el detalle de ingresos y gastos. Las recargas y los retiros los revisa un miembro del personal identificado por su nombre; una solicitud rechazada devuelve hasta el último céntimo.",
      "Comerciantes. Los comerciantes son vendedores independientes. Deben superar una verificación de identidad antes de abrir una tienda y deben describir sus productos con honestidad.",
      "Cambios. Le informaremos de los cambios en estos términos antes de que entren en vigor.",
    ],
  },
  2: {
    title: "Política de privacidad",
    paragraphs: [
      "Esta política explica qué datos recopilamos, por qué y qué puede hacer usted al respecto.",
      "Qué recopilamos. Su dirección de correo electrónico, su apodo y su avatar, sus direcciones de envío, sus pedidos y los registros de su billetera, y los mensajes que envía en el chat. Los comerciantes también facilitan datos de identidad y fotografías para su verificación.",
      "Por qué. Para gestionar su cuenta, entregar sus pedidos, mantener su dinero seguro, responderle desde el servicio de atención al cliente y cumplir las obligaciones legales. No vendemos sus datos.",
      "Cómo los protegemos. Las contraseñas y las contraseñas de fondos se guardan únicamente como hashes unidireccionales robustos. Las fotografías de identidad y los comprobantes de transferencia solo son visibles para usted y para el personal que los revisa.",
      "Sus opciones. Puede cambiar su correo electrónico, su apodo y sus contraseñas en cualquier momento en el centro de miembros, y solicitar al servicio de atención al cliente una copia de sus datos o su eliminación.",
    ],
  },
  5: {
    title: "Acerca de la plataforma",
    paragraphs: [
      "Marketplace es una plataforma de compras abierta y con múltiples comerciantes, en 17 idiomas.",
      "Los compradores exploran, comparan y compran en muchas tiendas independientes, pagan desde una sola billetera y chatean con los comerciantes y con nuestro servicio de atención al cliente.",
      "Los comerciantes abren una tienda tras verificar su identidad, publican sus propios productos o productos de nuestro catálogo de proveedores, y reciben la liquidación cuando finaliza el plazo de posventa de cada pedido.",
      "Honestidad desde el diseño: cada comisión, límite y regla se publica antes de que usted se comprometa, cada cambio de saldo es un registro que usted puede ver, y cada decisión de revisión la toma una persona identificada por su nombre con un motivo por escrito.",
    ],
  },
  6: {
    title: "Acuerdo de soluciones empresariales",
    paragraphs: [
      "Este acuerdo se celebra entre Marketplace y el comerciante que abre una tienda en ella.",
      "Apertura de una tienda. Usted presenta la solicitud con datos de identidad verídicos y fotografías de un documento de identidad válido. Un operador revisa cada solicitud y puede rechazarla indicando el motivo; usted puede corregirla y volver a presentarla. Sus fotografías de identidad solo son visibles para usted y para el personal que las revisa.",
      "Su tienda. Usted describe sus productos con honestidad, envía lo que se ha pedido y atiende los reembolsos dentro del plazo de posventa. Los pedidos proceden únicamente de compradores reales; nada genera pedidos, visitas ni ventas de forma artificial.",
      "Niveles de tienda y la fianza. El nivel de su tienda depende de la fianza que usted mantiene, según la tabla de niveles publicada. La fianza es su dinero: figura en los registros de su billetera, y su devolución se solicita en la página de la fianza y, una vez que no queda ningún pedido suyo sin procesar, se revisa y se abona de nuevo en su billetera.",
      "Liquidación. Cada pedido se liquida en su billetera cuando finaliza su plazo de posventa. Toda comisión se publica antes de aplicarse.",
      "Bloqueos. Una tienda utilizada para fraude u operaciones ilegales puede ser bloqueada por un operador con un motivo por escrito; puede contactar con el servicio de atención al cliente sobre cualquier bloqueo.",
    ],
  },
  8: {
    title: "Contrato de fondo operativo (fianza)",
    paragraphs: [
      "Este contrato se celebra entre la plataforma y el comerciante que lo firma escribiendo su nombre completo en la página de la fianza.",
      "La fianza. El comerciante aporta un fondo operativo (fianza) desde el saldo de su billetera. Se mantiene en la cuenta de fianza propia de la tienda y se muestra en la página de la fianza y en el detalle de ingresos y gastos de la billetera. La plataforma no dispone de ella.",
      "Niveles de tienda. El nivel de tienda sigue a la fianza de inmediato, según indica la tabla de niveles publicada: lo que cuesta cada nivel y lo que permite (porcentaje de beneficio, impresiones promocionadas al día, número de productos, precio máximo). Las impresiones promocionadas se señalan como promocionadas.",
      "Recuperación de la fianza. El comerciante puede solicitar la devolución total o parcial de la fianza en la página de la fianza en cualquier momento. Mientras la tienda tenga pedidos pendientes de envío o de recepción, o un reembolso abierto, la solicitud se rechaza. En caso contrario, un miembro del personal de finanzas identificado por su nombre la aprueba, y el dinero vuelve a la billetera, o la deniega con un motivo por escrito.",
      "Bloqueos. Una tienda bloqueada por incumplir las normas conserva su fianza; sus pedidos existentes aún pueden reembolsarse a los compradores. El comerciante puede contactar con el servicio de atención al cliente sobre cualquier bloqueo.",
      "Cambios. Una nueva versión de este contrato se muestra antes del siguiente pago y debe firmarse de nuevo.",
    ],
  },
};
