import type { AgreementSet } from "./types.js";

/** Tiếng Việt (vnm): a translation of en.ts, paragraph for paragraph. */
export const vnm: AgreementSet = {
  1: {
    title: "Thỏa thuận người dùng",
    paragraphs: [
      "Chào mừng bạn đến với Marketplace. Khi tạo tài khoản, bạn đồng ý với các điều khoản này.",
      "Tài khoản của bạn. Bạn giữ bí mật mật khẩu và mật khẩu quỹ của mình. Bạn chịu trách nhiệm về mọi việc được thực hiện bằng tài khoản của mình. Chúng tôi có thể khóa tài khoản bị sử dụng để gian lận hoặc cho các hoạt động bất hợp pháp; bạn có thể liên hệ bộ phận chăm sóc khách hàng về bất kỳ lần khóa nào.",
      "Mua hàng. Giá, phí vận chuyển và mọi khoản phí đều được hiển thị trước khi bạn thanh toán. Khoản thanh toán chỉ được trừ vào số dư ví của bạn sau khi bạn xác nhận bằng mật khẩu quỹ. Trong vòng 7 ngày kể từ khi nhận được đơn hàng, bạn có thể yêu cầu hoàn tiền hoặc trả hàng.",
      "Ví của bạn. Mọi thay đổi đối với số dư của bạn đều được ghi lại cùng lý do và bạn có thể xem trong mục chi tiết thu chi. Việc nạp tiền và rút tiền được một nhân viên có danh tính rõ ràng xem xét; yêu cầu bị từ chối sẽ được hoàn trả đủ từng xu.",
      "Người bán. Người bán là những người bán hàng độc lập. Họ phải vượt qua bước xác minh danh tính trước khi mở cửa hàng và phải mô tả hàng hóa của mình một cách trung thực.",
      "Thay đổi. Chúng tôi sẽ thông báo cho bạn về những thay đổi của các điều khoản này trước khi chúng có hiệu lực.",
    ],
  },
  2: {
    title: "Chính sách quyền riêng tư",
    paragraphs: [
      "Chính sách này cho biết chúng tôi thu thập những gì, vì sao, và bạn có thể làm gì về điều đó.",
      "Những gì chúng tôi thu thập. Địa chỉ email, biệt danh và ảnh đại diện, địa chỉ giao hàng, đơn hàng và lịch sử ví của bạn, cùng các tin nhắn bạn gửi trong trò chuyện. Người bán còn cung cấp thông tin danh tính và ảnh để xác minh.",
      "Vì sao. Để vận hành tài khoản của bạn, giao đơn hàng, giữ an toàn cho tiền của bạn, trả lời bạn qua bộ phận chăm sóc khách hàng và thực hiện các nghĩa vụ pháp lý. Chúng tôi không bán dữ liệu của bạn.",
      "Cách chúng tôi bảo vệ dữ liệu. Mật khẩu và mật khẩu quỹ chỉ được lưu dưới dạng băm một chiều mạnh. Ảnh giấy tờ tùy thân và chứng từ chuyển khoản chỉ bạn và nhân viên xem xét chúng mới có thể xem.",
      "Lựa chọn của bạn. Bạn có thể thay đổi email, biệt danh và mật khẩu bất cứ lúc nào trong trung tâm thành viên, và yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao hoặc xóa dữ liệu của bạn.",
    ],
  },
  5: {
    title: "Giới thiệu nền tảng",
    paragraphs: [
      "Marketplace là một nền tảng mua sắm mở, nhiều người bán, với 17 ngôn ngữ.",
      "Người mua duyệt, so sánh và mua hàng từ nhiều cửa hàng độc lập, thanh toán từ một ví duy nhất, và trò chuyện với người bán cũng như với bộ phận chăm sóc khách hàng của chúng tôi.",
      "Người bán mở cửa hàng sau khi xác minh danh tính, đăng bán hàng hóa của chính mình hoặc hàng hóa từ danh mục nhà cung cấp của chúng tôi, và được quyết toán sau khi thời hạn hậu mãi của từng đơn hàng kết thúc.",
      "Trung thực ngay từ thiết kế: mọi khoản phí, hạn mức và quy tắc đều được công bố trước khi bạn cam kết, mọi thay đổi số dư đều là một bản ghi bạn có thể xem, và mọi quyết định xét duyệt đều do một người có danh tính rõ ràng đưa ra kèm lý do bằng văn bản.",
    ],
  },
  6: {
    title: "Thỏa thuận giải pháp kinh doanh",
    paragraphs: [
      "Thỏa thuận này được lập giữa Marketplace và người bán mở cửa hàng trên nền tảng.",
      "Mở cửa hàng. Bạn đăng ký bằng thông tin danh tính trung thực và ảnh của một giấy tờ tùy thân hợp lệ. Nhân viên vận hành xem xét mọi hồ sơ đăng ký và có thể từ chối kèm lý do; bạn có thể chỉnh sửa và đăng ký lại. Ảnh giấy tờ tùy thân của bạn chỉ bạn và nhân viên xem xét chúng mới có thể xem.",
      "Cửa hàng của bạn. Bạn mô tả hàng hóa một cách trung thực, giao đúng những gì đã được đặt, và xử lý yêu cầu hoàn tiền trong thời hạn hậu mãi. Đơn hàng chỉ đến từ người mua thật; không có gì được tạo ra để làm tăng đơn hàng, lượt xem hay doanh số một cách giả tạo.",
      "Cấp cửa hàng và tiền ký quỹ. Cấp cửa hàng của bạn tương ứng với khoản ký quỹ bạn nắm giữ, theo bảng cấp đã công bố. Tiền ký quỹ là tiền của bạn: nó được hiển thị trong lịch sử ví của bạn; việc hoàn trả được yêu cầu trên trang ký quỹ và, khi không còn đơn hàng nào của bạn chưa được xử lý, sẽ được xem xét và trả lại vào ví của bạn.",
      "Quyết toán. Mỗi đơn hàng được quyết toán vào ví của bạn khi thời hạn hậu mãi của nó kết thúc. Mọi khoản phí đều được công bố trước khi áp dụng.",
      "Khóa. Cửa hàng bị sử dụng để gian lận hoặc cho các hoạt động bất hợp pháp có thể bị nhân viên vận hành khóa kèm lý do bằng văn bản; bạn có thể liên hệ bộ phận chăm sóc khách hàng về bất kỳ lần khóa nào.",
    ],
  },
  8: {
    title: "Hợp đồng quỹ hoạt động (ký quỹ)",
    paragraphs: [
      "Hợp đồng này được lập giữa nền tảng và người bán ký hợp đồng bằng cách nhập họ tên đầy đủ của mình trên trang ký quỹ.",
      "Tiền ký quỹ. Người bán nộp một khoản quỹ hoạt động (tiền ký quỹ) từ số dư ví của mình. Khoản này được giữ trong tài khoản ký quỹ riêng của cửa hàng, hiển thị trên trang ký quỹ và trong chi tiết thu chi của ví. Nền tảng không sử dụng khoản tiền này.",
      "Cấp cửa hàng. Cấp cửa hàng thay đổi ngay theo tiền ký quỹ, như bảng cấp đã công bố quy định: mỗi cấp tốn bao nhiêu và cho phép những gì (tỷ lệ lợi nhuận, số lượt hiển thị quảng bá mỗi ngày, số lượng hàng hóa, mức giá tối đa). Lượt hiển thị quảng bá được gắn nhãn là quảng bá.",
      "Nhận lại tiền ký quỹ. Người bán có thể yêu cầu nhận lại toàn bộ hoặc một phần tiền ký quỹ trên trang ký quỹ vào bất cứ lúc nào. Trong khi cửa hàng còn đơn hàng đang chờ giao hoặc chờ nhận, hoặc một yêu cầu hoàn tiền chưa kết thúc, yêu cầu sẽ bị từ chối. Nếu không, một nhân viên tài chính có danh tính rõ ràng sẽ đồng ý và tiền được trả về ví, hoặc không đồng ý kèm lý do bằng văn bản.",
      "Khóa. Cửa hàng bị khóa do vi phạm quy tắc vẫn được giữ nguyên tiền ký quỹ; các đơn hàng hiện có của cửa hàng vẫn có thể được hoàn tiền cho người mua. Người bán có thể liên hệ bộ phận chăm sóc khách hàng về bất kỳ lần khóa nào.",
      "Thay đổi. Phiên bản mới của hợp đồng này sẽ được hiển thị trước lần nộp tiền tiếp theo và phải được ký lại.",
    ],
  },
};
