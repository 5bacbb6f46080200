import cn from "flag-icons/flags/4x3/cn.svg?no-inline";
import de from "flag-icons/flags/4x3/de.svg?no-inline";
import es from "flag-icons/flags/4x3/es.svg?no-inline";
import fi from "flag-icons/flags/4x3/fi.svg?no-inline";
import fr from "flag-icons/flags/4x3/fr.svg?no-inline";
import gb from "flag-icons/flags/4x3/gb.svg?no-inline";
import inFlag from "flag-icons/flags/4x3/in.svg?no-inline";
import it from "flag-icons/flags/4x3/it.svg?no-inline";
import jp from "flag-icons/flags/4x3/jp.svg?no-inline";
import kr from "flag-icons/flags/4x3/kr.svg?no-inline";
import my from "flag-icons/flags/4x3/my.svg?no-inline";
import pt from "flag-icons/flags/4x3/pt.svg?no-inline";
import sa from "flag-icons/flags/4x3/sa.svg?no-inline";
import se from "flag-icons/flags/4x3/se.svg?no-inline";
import th from "flag-icons/flags/4x3/th.svg?no-inline";
import tw from "flag-icons/flags/4x3/tw.svg?no-inline";
import vn from "flag-icons/flags/4x3/vn.svg?no-inline";

/**
 * Flag images by ISO country code (the `flag` of each language in @mp/contracts): files of their
 * own (`?no-inline`), not data URLs inside the script that shows them.
 */
const FLAGS: Record<string, string> = { cn, de, es, fi, fr, gb, in: inFlag, it, jp, kr, my, pt, sa, se, th, tw, vn };

export function flagSrc(country: string): string {
  return FLAGS[country] ?? gb;
}
