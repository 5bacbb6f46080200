import type { AgreementSet } from "./types.js";

/** Français (fr): a translation of en.ts, paragraph for paragraph. */
export const fr: AgreementSet = {
  1: {
    title: "Conditions d'utilisation",
    paragraphs: [
      "Bienvenue sur Marketplace. En créant un compte, vous acceptez les présentes conditions.",
      "Votre compte. Vous gardez secrets votre mot de passe et votre mot de passe des fonds. Vous êtes responsable de ce qui est fait avec votre compte. Nous pouvons bloquer un compte utilisé pour une fraude ou des opérations illégales ; vous pouvez contacter le service client au sujet de tout blocage.",
      "Achats. Les prix, les frais de transport et les éventuels frais sont affichés avant que vous ne payiez. Le paiement n'est prélevé sur le solde de votre portefeuille qu'après que vous l'avez confirmé avec votre mot de passe des fonds. Dans les 7 jours suivant la réception d'une commande, vous pouvez demander un remboursement ou un retour.",
      "Votre portefeuille. Chaque modification de votre solde est enregistrée avec son motif et vous est visible dans le détail des recettes et dépenses. Les recharges et les retraits sont examinés par un membre du personnel nommément désigné ; une demande refusée restitue chaque centime.",
      "Vendeurs. Les vendeurs sont des commerçants indépendants. Ils doivent passer une vérification d'identité avant d'ouvrir une boutique et doivent décrire leurs produits honnêtement.",
      "Modifications. Nous vous informerons de toute modification des présentes conditions avant son entrée en vigueur.",
    ],
  },
  2: {
    title: "Politique de confidentialité",
    paragraphs: [
      "La présente politique indique ce que nous collectons, pourquoi, et ce que vous pouvez faire à ce sujet.",
      "Ce que nous collectons. Votre adresse e-mail, votre pseudonyme et votre avatar, vos adresses de livraison, vos commandes et les relevés de votre portefeuille, ainsi que les messages que vous envoyez dans le chat. Les vendeurs fournissent également des informations d'identité et des photos à des fins de vérification.",
      "Pourquoi. Pour gérer votre compte, livrer vos commandes, protéger votre argent, vous répondre au service client et remplir nos obligations légales. Nous ne vendons pas vos données.",
      "Comment nous les protégeons. Les mots de passe et les mots de passe des fonds ne sont conservés que sous forme d'empreintes à sens unique robustes. Les photos d'identité et les justificatifs de virement ne sont visibles que par vous et par le personnel qui les examine.",
      "Vos choix. Vous pouvez modifier à tout moment votre e-mail, votre pseudonyme et vos mots de passe dans l'espace membre, et demander au service client une copie ou la suppression de vos données.",
    ],
  },
  5: {
    title: "À propos de la plateforme",
    paragraphs: [
      "Marketplace est une plateforme d'achat ouverte et multi-vendeurs, en 17 langues.",
      "Les acheteurs parcourent, comparent et achètent dans de nombreuses boutiques indépendantes, paient depuis un seul portefeuille et discutent avec les vendeurs et avec notre service client.",
      "Les vendeurs ouvrent une boutique après vérification de leur identité, mettent en vente leurs propres produits ou des produits de notre catalogue fournisseurs, et reçoivent le règlement à la fin du délai de service après-vente de chaque commande.",
      "Honnête par conception : chaque frais, limite et règle est publié avant que vous ne vous engagiez, chaque modification du solde est un relevé que vous pouvez consulter, et chaque décision d'examen est prise par une personne nommément désignée, avec un motif écrit.",
    ],
  },
  6: {
    title: "Accord de solutions professionnelles",
    paragraphs: [
      "Le présent accord est conclu entre Marketplace et le vendeur qui y ouvre une boutique.",
      "Ouverture d'une boutique. Vous présentez votre demande avec des informations d'identité exactes et des photos d'une pièce d'identité en cours de validité. Un opérateur examine chaque demande et peut la refuser en indiquant un motif ; vous pouvez la corriger et présenter une nouvelle demande. Vos photos d'identité ne sont vues que par vous et par le personnel qui les examine.",
      "Votre boutique. Vous décrivez vos produits honnêtement, expédiez ce qui a été commandé et répondez aux demandes de remboursement dans le délai de service après-vente. Les commandes proviennent uniquement d'acheteurs réels ; rien ne crée artificiellement des commandes, des vues ou des ventes.",
      "Niveaux de boutique et caution. Le niveau de votre boutique suit la caution que vous détenez, selon la grille des niveaux publiée. La caution est votre argent : elle figure dans les relevés de votre portefeuille, et son remboursement se demande sur la page de la caution puis, lorsqu'aucune de vos commandes n'est plus en attente de traitement, est examiné et reversé sur votre portefeuille.",
      "Règlement. Chaque commande est réglée sur votre portefeuille à la fin de son délai de service après-vente. Tout frais est publié avant de s'appliquer.",
      "Blocages. Une boutique utilisée pour une fraude ou des opérations illégales peut être bloquée par un opérateur avec un motif écrit ; vous pouvez contacter le service client au sujet de tout blocage.",
    ],
  },
  8: {
    title: "Contrat de fonds d'exploitation (caution)",
    paragraphs: [
      "Le présent contrat est conclu entre la plateforme et le vendeur qui le signe en saisissant son nom complet sur la page de la caution.",
      "La caution. Le vendeur verse un fonds d'exploitation (caution) depuis le solde de son portefeuille. Elle est conservée sur le compte de caution propre à la boutique et apparaît sur la page de la caution ainsi que dans le détail des recettes et dépenses du portefeuille. La plateforme n'en dispose pas.",
      "Niveaux de boutique. Le niveau de boutique suit immédiatement la caution, comme l'indique la grille des niveaux publiée : ce que coûte chaque niveau et ce qu'il permet (taux de marge, affichages promus par jour, nombre de produits, plafond de prix). Les affichages promus sont signalés comme promus.",
      "Récupérer la caution. Le vendeur peut demander à tout moment, sur la page de la caution, le remboursement de tout ou partie de la caution. Tant que la boutique a des commandes en attente d'expédition ou de réception, ou un remboursement en cours, la demande est refusée. Sinon, un membre du personnel financier nommément désigné l'accepte, et l'argent revient au portefeuille, ou la refuse avec un motif écrit.",
      "Blocages. Une boutique bloquée pour manquement aux règles conserve sa caution ; ses commandes existantes peuvent toujours être remboursées aux acheteurs. Le vendeur peut contacter le service client au sujet de tout blocage.",
      "Modifications. Toute nouvelle version du présent contrat est présentée avant le paiement suivant et doit être signée à nouveau.",
    ],
  },
};
