import cn from "flag-icons/flags/4x3/cn.svg";
import de from "flag-icons/flags/4x3/de.svg";
import es from "flag-icons/flags/4x3/es.svg";
import fi from "flag-icons/flags/4x3/fi.svg";
import fr from "flag-icons/flags/4x3/fr.svg";
import gb from "flag-icons/flags/4x3/gb.svg";
import inFlag from "flag-icons/flags/4x3/in.svg";
import it from "flag-icons/flags/4x3/it.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import kr from "flag-icons/flags/4x3/kr.svg";
import my from "flag-icons/flags/4x3/my.svg";
import pt from "flag-icons/flags/4x3/pt.svg";
import sa from "flag-icons/flags/4x3/sa.svg";
import se from "flag-icons/flags/4x3/se.svg";
import th from "flag-icons/flags/4x3/th.svg";
import tw from "flag-icons/flags/4x3/tw.svg";
import vn from "flag-icons/flags/4x3/vn.svg";

/** Flag images by ISO country code (the `flag` of each language in @mp/contracts). */
const FLAGS: Record<string, string> = { cn, de, es, fi, fr, gb, in: inFlag, it, jp, kr, my, pt, sa, se, th, tw, vn };

export function flagSrc(country: string): string {
  return FLAGS[country] ?? gb;
}
