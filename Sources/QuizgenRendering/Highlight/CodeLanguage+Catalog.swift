/// The table-driven languages. Keyword lists follow each language's reference; "types" also holds
/// the built-in names and literals a reader picks out (`print`, `None`, `echo`).
extension CodeLanguage {
    private static let cComment = (open: "/*", close: "*/")
    private static let quotes = [StringForm("\""), StringForm("'")]

    /// A language with C's comments (`//`, `/* */`).
    private static func cFamily(
        _ keywords: String, _ types: String, strings: [StringForm] = quotes,
        meta: Character? = nil, dollarInWords: Bool = false
    ) -> CodeLanguage {
        CodeLanguage(
            keywords: keywords, types: types, lineComments: ["//"], blockComment: cComment,
            strings: strings, metaPrefix: meta, dollarInWords: dollarInWords)
    }

    static let python = CodeLanguage(
        keywords: "and as assert async await break class continue def del elif else except "
            + "finally for from global if import in is lambda nonlocal not or pass raise return "
            + "try while with yield match case",
        types: "True False None self cls int float str bool list dict set tuple bytes object "
            + "type print len range enumerate zip map filter open isinstance super Exception",
        lineComments: ["#"],
        strings: [StringForm("\"\"\"", multiline: true), StringForm("'''", multiline: true)]
            + quotes,
        metaPrefix: "@")

    static let r = CodeLanguage(
        keywords: "if else repeat while function for in next break return library require "
            + "switch",
        types: "TRUE FALSE NULL NA NA_integer_ NA_real_ NA_character_ Inf NaN T F c list vector "
            + "data.frame matrix numeric character logical factor",
        lineComments: ["#"], strings: quotes + [StringForm("`", escapes: false)])

    static let java = cFamily(
        "abstract assert break case catch class const continue default do else enum extends final "
            + "finally for goto if implements import instanceof interface native new package "
            + "private protected public return static strictfp super switch synchronized this "
            + "throw throws transient try volatile while var record yield sealed permits",
        "boolean byte char double float int long short void true false null String Object "
            + "Integer Long Double Boolean List Map Set System",
        strings: [StringForm("\"\"\"", multiline: true)] + quotes, meta: "@")

    private static let cKeywords =
        "auto break case const continue default do else enum extern for goto if inline register "
        + "restrict return sizeof static struct switch typedef union volatile while"
    private static let cTypes =
        "char double float int long short signed unsigned void bool size_t uint8_t int32_t "
        + "int64_t uint32_t uint64_t FILE NULL true false"

    static let c = cFamily(cKeywords, cTypes, meta: "#")

    static let cpp = cFamily(
        cKeywords
            + " alignas alignof catch class constexpr consteval decltype delete explicit export "
            + "friend mutable namespace new noexcept operator private protected public "
            + "static_assert template this throw try typename using virtual override final "
            + "co_await co_return co_yield concept requires",
        cTypes + " nullptr std string vector map auto wchar_t char8_t char16_t char32_t",
        strings: [StringForm("R\"(", ")\"", escapes: false, multiline: true)] + quotes, meta: "#")

    static let csharp = cFamily(
        "abstract as base break case catch checked class const continue default delegate do else "
            + "enum event explicit extern finally fixed for foreach goto if implicit in interface "
            + "internal is lock namespace new operator out override params private protected "
            + "public readonly ref return sealed sizeof stackalloc static struct switch this "
            + "throw try typeof unchecked unsafe using virtual volatile while async await var "
            + "record get set init yield where",
        "bool byte char decimal double float int long object sbyte short string uint ulong "
            + "ushort void true false null dynamic String Console List Task",
        strings: [
            StringForm("\"\"\"", multiline: true),
            StringForm("@\"", "\"", escapes: false, multiline: true),
        ] + quotes, meta: "#")

    private static let jsKeywords =
        "async await break case catch class const continue debugger default delete do else export "
        + "extends finally for from function if import in instanceof let new of return static "
        + "super switch this throw try typeof var void while with yield get set"
    private static let jsTypes =
        "true false null undefined NaN Infinity Array Object String Number Boolean Promise Map "
        + "Set JSON Math console document window Error"
    private static let jsStrings = [StringForm("`", multiline: true)] + quotes

    static let javascript = cFamily(jsKeywords, jsTypes, strings: jsStrings, dollarInWords: true)

    static let typescript = cFamily(
        jsKeywords
            + " abstract as declare enum implements interface keyof namespace private "
            + "protected public readonly type satisfies infer is",
        jsTypes + " any unknown never string number boolean bigint symbol object void",
        strings: jsStrings, meta: "@", dollarInWords: true)

    static let sql = CodeLanguage(
        keywords: "select from where and or not insert into values update set delete create "
            + "table drop alter add index view join inner left right full outer cross on as "
            + "group by order having limit offset union all distinct case when then else end is "
            + "in like between exists primary key foreign references default unique check "
            + "constraint begin commit rollback transaction with returning asc desc",
        types: "null true false int integer bigint smallint text varchar char boolean date "
            + "timestamp numeric decimal real float serial count sum avg min max coalesce",
        lineComments: ["--"], blockComment: cComment,
        strings: [
            StringForm("'", escapes: false, multiline: true), StringForm("\"", escapes: false),
        ], caseInsensitive: true)

    static let swift = cFamily(
        "associatedtype class deinit enum extension fileprivate func import init inout internal "
            + "let open operator private precedencegroup protocol public rethrows static struct "
            + "subscript typealias var break case catch continue default defer do else "
            + "fallthrough for guard if in repeat return throw switch where while as is try "
            + "throws async await actor some any nonisolated mutating override final lazy weak "
            + "consuming borrowing",
        "Int Double Float Bool String Character Array Dictionary Set Optional Void Any Self self "
            + "true false nil super UInt8 Int64 Error Result Sendable",
        strings: [
            StringForm("#\"\"\"", "\"\"\"#", escapes: false, multiline: true),
            StringForm("\"\"\"", multiline: true), StringForm("#\"", "\"#", escapes: false),
            StringForm("\""),
        ], meta: "@")

    static let go = cFamily(
        "break case chan const continue default defer else fallthrough for func go goto if import "
            + "interface map package range return select struct switch type var",
        "bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune "
            + "string uint uint8 uint16 uint32 uint64 uintptr true false nil iota append cap "
            + "close copy delete len make new panic print println recover",
        strings: [StringForm("`", escapes: false, multiline: true)] + quotes)

    static let rust = cFamily(
        "as async await break const continue crate dyn else enum extern fn for if impl in let "
            + "loop match mod move mut pub ref return static struct super trait type unsafe "
            + "use where while",
        "bool char f32 f64 i8 i16 i32 i64 i128 isize str u8 u16 u32 u64 u128 usize String Vec "
            + "Option Some None Result Ok Err Box Self self true false",
        strings: [
            StringForm("r#\"", "\"#", escapes: false, multiline: true),
            StringForm("r\"", "\"", escapes: false, multiline: true),
            StringForm("\"", multiline: true), StringForm("'", character: true),
        ], meta: "#")

    static let kotlin = cFamily(
        "as break class continue do else for fun if in interface is null object package return "
            + "super this throw try typealias typeof val var when while by catch constructor "
            + "companion data enum finally import init internal lateinit open override private "
            + "protected public sealed suspend inline",
        "Any Boolean Byte Char Double Float Int Long Nothing Short String Unit List Map Set "
            + "Array true false null println listOf mapOf",
        strings: [StringForm("\"\"\"", escapes: false, multiline: true)] + quotes, meta: "@")

    static let php = CodeLanguage(
        keywords: "abstract and as break case catch class clone const continue declare default "
            + "do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile "
            + "extends final finally fn for foreach function global if implements include "
            + "include_once instanceof insteadof interface isset list match namespace new or "
            + "print private protected public readonly require require_once return static "
            + "switch throw trait try unset use var while xor yield",
        types: "true false null array bool int float string void mixed self parent $this TRUE "
            + "FALSE NULL",
        lineComments: ["//", "#"], blockComment: cComment, strings: quotes, heredocs: true,
        dollarInWords: true)

    static let ruby = CodeLanguage(
        keywords: "alias and begin break case class def defined? do else elsif end ensure for if "
            + "in module next not or redo rescue retry return super then undef unless until when "
            + "while yield require attr_accessor attr_reader private protected public",
        types: "true false nil self puts print Array Hash String Integer",
        lineComments: ["#"], blockComment: (open: "=begin", close: "=end"), strings: quotes,
        heredocs: true)

    static let bash = CodeLanguage(
        keywords: "if then else elif fi case esac for select while until do done in function "
            + "time return break continue local export readonly declare unset shift exit",
        types: "echo printf cd ls cat grep sed awk find test read source eval exec set trap true "
            + "false mkdir rm cp mv chmod sudo",
        lineComments: ["#"],
        strings: [
            StringForm("\"", multiline: true), StringForm("'", escapes: false, multiline: true),
        ], commentAfterSpace: true, heredocs: true, dollarInWords: true)

    static let css = CodeLanguage(
        kind: .stylesheet, blockComment: cComment, strings: quotes)
}
