import type { AgreementSet } from "./types.js";

/** Português (pty): a translation of en.ts, paragraph for paragraph. */
export const pty: AgreementSet = {
  1: {
    title: "Acordo do utilizador",
    paragraphs: [
      "Bem-vindo ao Marketplace. Ao criar uma conta, concorda com estes termos.",
      "A sua conta. Mantém em segredo a sua palavra-passe e a sua senha de fundos. É responsável por tudo o que for feito com a sua conta. Podemos bloquear uma conta utilizada para fraude ou operações ilegais; pode contactar o apoio ao cliente sobre qualquer bloqueio.",
      "Compras. Os preços, o frete e quaisquer taxas são apresentados antes de pagar. O pagamento só é retirado do saldo da sua carteira depois de o confirmar com a sua senha de fundos. No prazo de 7 dias após receber uma encomenda, pode pedir um reembolso ou uma devolução.",
      "A sua carteira. Cada alteração do seu saldo é registada com o respetivo motivo e fica visível para si no detalhe de receitas e despesas. As recargas e os levantamentos são analisados por um membro da equipa identificado pelo nome; um pedido recusado devolve até ao último cêntimo.",
      "Comerciantes. Os comerciantes são vendedores independentes. Têm de passar uma verificação de identidade antes de abrir uma loja e têm de descrever os seus produtos com honestidade.",
      "Alterações. Informá-lo-emos das alterações a estes termos antes de entrarem em vigor.",
    ],
  },
  2: {
    title: "Política de privacidade",
    paragraphs: [
      "Esta política indica o que recolhemos, porquê e o que pode fazer quanto a isso.",
      "O que recolhemos. O seu endereço de e-mail, a sua alcunha e o seu avatar, os seus endereços de entrega, as suas encomendas e os registos da sua carteira, e as mensagens que envia no chat. Os comerciantes fornecem também dados de identidade e fotografias para verificação.",
      "Porquê. Para gerir a sua conta, entregar as suas encomendas, manter o seu dinheiro seguro, responder-lhe no apoio ao cliente e cumprir obrigações legais. Não vendemos os seus dados.",
      "Como os protegemos. As palavras-passe e as senhas de fundos são guardadas apenas como hashes unidirecionais robustos. As fotografias de identidade e os comprovativos de transferência só são visíveis para si e para a equipa que os analisa.",
      "As suas escolhas. Pode alterar o seu e-mail, a sua alcunha e as suas palavras-passe a qualquer momento no centro de membros, e pedir ao apoio ao cliente uma cópia ou a eliminação dos seus dados.",
    ],
  },
  5: {
    title: "Sobre a plataforma",
    paragraphs: [
      "O Marketplace é uma plataforma de compras aberta, com vários comerciantes, em 17 idiomas.",
      "Os compradores navegam, comparam e compram em muitas lojas independentes, pagam a partir de uma única carteira e conversam com os comerciantes e com o nosso apoio ao cliente.",
      "Os comerciantes abrem uma loja após a verificação de identidade, publicam os seus próprios produtos ou produtos do nosso catálogo de fornecedores e recebem a liquidação depois de terminar o prazo de pós-venda de cada encomenda.",
      "Honesto por conceção: cada taxa, limite e regra é publicado antes de se comprometer, cada alteração de saldo é um registo que pode ver, e cada decisão de análise é tomada por uma pessoa identificada pelo nome, com um motivo por escrito.",
    ],
  },
  6: {
    title: "Acordo de soluções empresariais",
    paragraphs: [
      "Este acordo é celebrado entre o Marketplace e o comerciante que nele abre uma loja.",
      "Abrir uma loja. Candidata-se com dados de identidade verdadeiros e fotografias de um documento de identificação válido. Um operador analisa cada candidatura e pode recusá-la com um motivo; pode corrigi-la e candidatar-se novamente. As suas fotografias de identidade só são vistas por si e pela equipa que as analisa.",
      "A sua loja. Descreve os seus produtos com honestidade, envia o que foi encomendado e responde aos reembolsos dentro do prazo de pós-venda. As encomendas vêm apenas de compradores reais; nada cria encomendas, visualizações ou vendas de forma artificial.",
      "Níveis da loja e a caução. O nível da sua loja acompanha a caução que detém, segundo a tabela de níveis publicada. A caução é o seu dinheiro: aparece nos registos da sua carteira, e a sua devolução é pedida na página da caução e, quando não houver nenhuma encomenda sua por processar, é analisada e paga de volta à sua carteira.",
      "Liquidação. Cada encomenda é liquidada na sua carteira quando termina o respetivo prazo de pós-venda. Cada taxa é publicada antes de se aplicar.",
      "Bloqueios. Uma loja utilizada para fraude ou operações ilegais pode ser bloqueada por um operador com um motivo por escrito; pode contactar o apoio ao cliente sobre qualquer bloqueio.",
    ],
  },
  8: {
    title: "Contrato de fundo operacional (caução)",
    paragraphs: [
      "Este contrato é celebrado entre a plataforma e o comerciante que o assina escrevendo o seu nome completo na página da caução.",
      "A caução. O comerciante paga um fundo operacional (caução) a partir do saldo da sua carteira. A caução é mantida na conta de caução própria da loja e apresentada na página da caução e no detalhe de receitas e despesas da carteira. A plataforma não a utiliza.",
      "Níveis da loja. O nível da loja acompanha a caução de imediato, conforme indica a tabela de níveis publicada: quanto custa cada nível e o que permite (percentagem de lucro, impressões promovidas por dia, número de produtos, preço máximo). As impressões promovidas são identificadas como promovidas.",
      "Reaver a caução. O comerciante pode pedir a devolução total ou parcial da caução na página da caução a qualquer momento. Enquanto a loja tiver encomendas a aguardar envio ou receção, ou um reembolso em aberto, o pedido é recusado. Caso contrário, um membro da equipa financeira identificado pelo nome concorda, e o dinheiro regressa à carteira, ou discorda com um motivo por escrito.",
      "Bloqueios. Uma loja bloqueada por violação das regras mantém a sua caução; as suas encomendas existentes ainda podem ser reembolsadas aos compradores. O comerciante pode contactar o apoio ao cliente sobre qualquer bloqueio.",
      "Alterações. Uma nova versão deste contrato é apresentada antes do pagamento seguinte e tem de ser assinada novamente.",
    ],
  },
};
